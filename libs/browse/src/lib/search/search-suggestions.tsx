import type { SearchSuggestion } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';

/** Props of {@link SearchSuggestions}. */
export interface SearchSuggestionsProps {
  id: string;
  suggestions: readonly SearchSuggestion[];
  /** The highlighted entry (arrow keys), −1 for none. */
  activeIndex: number;
  onChoose(suggestion: SearchSuggestion): void;
}

/**
 * The next highlighted suggestion for an arrow key: through the list and back to none (−1, the
 * typed text) at either end.
 */
export function cycleIndex(index: number, step: 1 | -1, count: number): number {
  const positions = count + 1;
  return ((((index + 1 + step) % positions) + positions) % positions) - 1;
}

/** The id of one option, for the field's `aria-activedescendant`. */
export function suggestionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * The suggestions under the search field (a listbox the field controls, as a combobox): what
 * the listener may be typing, songs with their artists. Chosen with a click or the keys.
 */
export function SearchSuggestions({
  id,
  suggestions,
  activeIndex,
  onChoose,
}: SearchSuggestionsProps) {
  const { t } = useT();
  return (
    <ul id={id} role="listbox" className="cz-suggestions" aria-label={t('search.suggestions')}>
      {suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.kind}-${suggestion.id}`}
          id={suggestionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          className="cz-suggestions__option"
          // Chosen on mouse down, before the field's blur closes the list.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(suggestion);
          }}
        >
          <span className="cz-suggestions__kind">
            {t(`search.suggestionKinds.${suggestion.kind}`)}
          </span>
          <span className="cz-suggestions__name">{suggestion.name}</span>
          {suggestion.detail && <span className="cz-suggestions__detail">{suggestion.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
