import { z } from 'zod/mini';

// zod/mini loads no locale, so an issue no schema worded carries only "Invalid input". These
// helpers word such issues as zod's English locale does, from the issue's own fields and the
// parsed input, without loading the locale (nor configuring zod globally) in the browser bundle.

/** The message zod/mini gives every issue that its schema did not word. */
const UNWORDED = 'Invalid input';

/** Units of the origins zod measures by size rather than by value. */
const SIZE_UNITS: Readonly<Record<string, string>> = {
  string: 'characters',
  file: 'bytes',
  array: 'items',
  set: 'items',
  map: 'entries',
};

/**
 * An issue as zod reports it, or as Standard Schema hands it on (RTK Query's schema errors): zod
 * passes its own issue objects there, so the zod fields are read when they are present.
 */
export interface ReportedIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
}

function isZodIssue(issue: ReportedIssue): issue is z.core.$ZodIssue {
  return 'code' in issue && Array.isArray(issue.path);
}

/** The value at `path` inside `input`: what the failing schema received. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A type name as the English locale shows it (`NaN`, and non-finite numbers by value). */
function typeName(type: string, value?: unknown): string {
  if (type === 'number' && typeof value === 'number' && !Number.isFinite(value)) {
    return String(value);
  }
  return type === 'nan' ? 'NaN' : type;
}

/** The English wording of an issue the schema did not word, as zod's `en` locale gives it. */
function englishMessage(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      const value = 'input' in issue ? issue.input : valueAt(input, issue.path);
      const received = typeName(z.util.parsedType(value), value);
      return `Invalid input: expected ${typeName(issue.expected)}, received ${received}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${z.util.stringifyPrimitive(issue.values[0])}`
        : `Invalid option: expected one of ${z.util.joinValues(issue.values, '|')}`;
    case 'too_big': {
      const bound = `${issue.exact ? 'exactly ' : issue.inclusive ? '<=' : '<'}${issue.maximum}`;
      const unit = SIZE_UNITS[issue.origin];
      return unit
        ? `Too big: expected ${issue.origin} to have ${bound} ${unit}`
        : `Too big: expected ${issue.origin ?? 'value'} to be ${bound}`;
    }
    case 'too_small': {
      const bound = `${issue.exact ? 'exactly ' : issue.inclusive ? '>=' : '>'}${issue.minimum}`;
      const unit = SIZE_UNITS[issue.origin];
      return unit
        ? `Too small: expected ${issue.origin} to have ${bound} ${unit}`
        : `Too small: expected ${issue.origin} to be ${bound}`;
    }
    case 'invalid_format': {
      const format = issue as z.core.$ZodStringFormatIssues;
      switch (format.format) {
        case 'starts_with':
          return `Invalid string: must start with "${format.prefix}"`;
        case 'ends_with':
          return `Invalid string: must end with "${format.suffix}"`;
        case 'includes':
          return `Invalid string: must include "${format.includes}"`;
        case 'regex':
          return `Invalid string: must match pattern ${format.pattern}`;
        default:
          // Our schemas use no named format (email, url, …): zod's name for it stands in.
          return `Invalid ${format.format}`;
      }
    }
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${z.util.joinValues(issue.keys, ', ')}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_union':
      // Only a union that matched no option names the discriminator values it expected.
      if (issue.inclusive === false) return 'Invalid input: more than one option matched';
      if (issue.options && issue.options.length > 0) {
        const options = issue.options.map((option) => `'${String(option)}'`).join(' | ');
        return `Invalid discriminator value. Expected ${options}`;
      }
      return UNWORDED;
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    default:
      return UNWORDED;
  }
}

/**
 * The message of one issue: the schema's own wording when it gave one, else zod's English
 * wording. `input` is the value that was parsed (the whole of it, not the failing part).
 */
export function issueMessage(issue: ReportedIssue, input: unknown): string {
  return issue.message === UNWORDED && isZodIssue(issue)
    ? englishMessage(issue, input)
    : issue.message;
}

/**
 * One line naming the first failing path, for logs and error messages. `input` is the value that
 * was parsed, which the wording of a type mismatch names ("received null").
 */
export function describeIssues(issues: readonly ReportedIssue[], input: unknown): string {
  const first = issues[0];
  if (!first) return 'unknown';
  const path = (first.path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');
  return `${path}: ${issueMessage(first, input)}`;
}
