import { z } from 'zod/mini';
import { describeIssues, issueMessage } from './describe-issues';

/** The issues `schema` reports for `input`; throws when it accepts it. */
function issuesOf(schema: z.ZodMiniType, input: unknown): z.core.$ZodIssue[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the schema accepted the input');
  return result.error.issues;
}

const codeUnion = z.discriminatedUnion('code', [
  z.object({ code: z.literal(1) }),
  z.object({ code: z.literal(2) }),
]);

// The expected texts are classic zod's (its English locale), which these messages replace.
describe('issueMessage', () => {
  it.each([
    [
      'a type mismatch',
      z.object({ a: z.string() }),
      { a: null },
      'Invalid input: expected string, received null',
    ],
    [
      'a missing key',
      z.object({ a: z.string() }),
      {},
      'Invalid input: expected string, received undefined',
    ],
    [
      'a nested element',
      z.object({ l: z.array(z.number()) }),
      { l: ['x'] },
      'Invalid input: expected number, received string',
    ],
    [
      'a non-finite number',
      z.number(),
      Infinity,
      'Invalid input: expected number, received Infinity',
    ],
    ['NaN', z.number(), NaN, 'Invalid input: expected number, received NaN'],
    ['a float for an int', z.int(), 1.5, 'Invalid input: expected int, received number'],
    ['a class instance', z.string(), new Date(0), 'Invalid input: expected string, received Date'],
    ['a literal', z.literal('ok'), 'down', 'Invalid input: expected "ok"'],
    ['an enum', z.enum(['a', 'b']), 'c', 'Invalid option: expected one of "a"|"b"'],
    [
      'a short string',
      z.string().check(z.minLength(1)),
      '',
      'Too small: expected string to have >=1 characters',
    ],
    [
      'an empty list',
      z.array(z.string()).check(z.minLength(1)),
      [],
      'Too small: expected array to have >=1 items',
    ],
    [
      'an exact length',
      z.string().check(z.length(3)),
      'ab',
      'Too small: expected string to have exactly 3 characters',
    ],
    [
      'a long string',
      z.string().check(z.maxLength(2)),
      'abc',
      'Too big: expected string to have <=2 characters',
    ],
    [
      'a number at an exclusive minimum',
      z.number().check(z.positive()),
      0,
      'Too small: expected number to be >0',
    ],
    [
      'a number at an exclusive maximum',
      z.number().check(z.lt(10)),
      10,
      'Too big: expected number to be <10',
    ],
    [
      'a missing prefix',
      z.string().check(z.startsWith('/')),
      'x',
      'Invalid string: must start with "/"',
    ],
    [
      'a missing suffix',
      z.string().check(z.endsWith('.mp3')),
      'x',
      'Invalid string: must end with ".mp3"',
    ],
    ['a missing part', z.string().check(z.includes('@')), 'x', 'Invalid string: must include "@"'],
    [
      'a pattern',
      z.string().check(z.regex(/^a$/)),
      'b',
      'Invalid string: must match pattern /^a$/',
    ],
    ['a multiple', z.number().check(z.multipleOf(5)), 3, 'Invalid number: must be a multiple of 5'],
    ['unknown keys', z.strictObject({}), { a: 1, b: 2 }, 'Unrecognized keys: "a", "b"'],
    [
      'a record key',
      z.record(z.string().check(z.minLength(2)), z.number()),
      { a: 1 },
      'Invalid key in record',
    ],
    ['a discriminator', codeUnion, { code: 3 }, "Invalid discriminator value. Expected '1' | '2'"],
    ['a union', z.union([z.string(), z.number()]), null, 'Invalid input'],
  ])('words %s as zod does', (_case, schema, input, message) => {
    const [issue] = issuesOf(schema, input);
    expect(issue && issueMessage(issue, input)).toBe(message);
  });

  it("keeps the schema's own wording", () => {
    const bitrate = z.string().check(z.regex(/^\d+$/, 'expected a bitrate'));
    const [issue] = issuesOf(bitrate, 'fast');
    expect(issue && issueMessage(issue, 'fast')).toBe('expected a bitrate');
  });
});

describe('describeIssues', () => {
  const schema = z.object({ code: z.literal(200), list: z.array(z.number()) });

  it('names the first failing path and words its issue', () => {
    const input = { code: 200, list: [1, 'x', 'y'] };
    expect(describeIssues(issuesOf(schema, input), input)).toBe(
      'list.1: Invalid input: expected number, received string',
    );
  });

  it('names the root as an empty path', () => {
    expect(describeIssues(issuesOf(schema, null), null)).toBe(
      ': Invalid input: expected object, received null',
    );
  });

  it('takes Standard Schema issues (path segments as keys) and their message', () => {
    expect(describeIssues([{ message: 'bad', path: [{ key: 'a' }, 0] }], {})).toBe('a.0: bad');
    expect(describeIssues([], {})).toBe('unknown');
  });
});
