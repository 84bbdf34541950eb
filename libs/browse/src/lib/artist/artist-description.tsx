import { useT } from '@cadenza/i18n/react';
import { StateMessage } from '@cadenza/ui';

/**
 * The artist's introduction, one paragraph per line of the upstream text. It is shown as text,
 * never as markup: the reference renders it as HTML, which would let an upstream string run script.
 */
export function ArtistDescription({ text }: { text: string | null }) {
  const { t } = useT();
  const paragraphs = (text ?? '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  if (paragraphs.length === 0)
    return <StateMessage tone="empty" message={t('artist.noDescription')} />;
  return (
    <div className="cz-artist-description">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
