/** What the simulator says of itself wherever it describes itself. */
export const SIMULATOR_NOTICE =
  'ncm-sim simulates the NetEase Cloud Music API, Bilibili and an alternative music source for development and tests; it is not the real service and its catalogue is fictional.';
