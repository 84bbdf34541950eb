/** One line naming the first failing path, for logs and error messages. */
export function describeIssues(
  issues: readonly { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string }[],
): string {
  const first = issues[0];
  if (!first) return 'unknown';
  const path = (first.path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');
  return `${path}: ${first.message}`;
}
