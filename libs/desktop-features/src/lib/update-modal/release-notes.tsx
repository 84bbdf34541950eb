import { Component, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';

/** Links in notes open in the system browser (the shell sends https links there). */
const COMPONENTS: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
};

/** Spec §8: "Markdown parse errors fall back to raw text". */
class RawTextOnError extends Component<{ text: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <pre className="cz-update__notes-raw">{this.props.text}</pre>
    ) : (
      this.props.children
    );
  }
}

/**
 * Release notes rendered from markdown (react-markdown: no raw HTML — `skipHtml` drops it —
 * and its URL filter drops `javascript:` links).
 */
export function ReleaseNotes({ markdown }: { markdown: string }) {
  return (
    <RawTextOnError text={markdown}>
      <Markdown skipHtml components={COMPONENTS}>
        {markdown}
      </Markdown>
    </RawTextOnError>
  );
}
