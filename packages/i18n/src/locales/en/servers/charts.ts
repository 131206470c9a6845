// Namespace `servers`, keys `servers:charts.*` (issue 13). One file per screen part so each can
// grow on its own; ../servers.ts puts them together.
export default {} as const;
