/** Reads KataGo's `kata-raw-nn` answers (the layout of its GTP extension) out of a transcript. */
export interface KataRawNn {
  readonly symmetry: string;
  readonly whiteWin: number;
  readonly whiteLoss: number;
  readonly noResult: number;
  readonly whiteLead: number;
  readonly whiteScoreSelfplay: number;
  readonly whiteScoreSelfplaySq: number;
  /** Row-major from the top row; NaN where KataGo prints NAN (illegal). */
  readonly policy: number[];
  readonly policyPass: number;
  readonly whiteOwnership: number[];
}

export function parseKataRawNn(transcript: string): KataRawNn[] {
  const out: KataRawNn[] = [];
  const lines = transcript.split('\n').map((l) => l.replace(/^=\d*\s*/, '').trim());
  for (let i = 0; i < lines.length; i++) {
    if (!(lines[i] ?? '').startsWith('symmetry ')) continue;
    const fields = new Map<string, string>();
    const grid = (start: number): [number[], number] => {
      const values: number[] = [];
      let j = start;
      while (j < lines.length && /^[\d\s.NA-]+$/.test(lines[j] ?? '') && (lines[j] ?? '') !== '') {
        for (const t of (lines[j] ?? '').split(/\s+/)) values.push(t === 'NAN' ? NaN : Number(t));
        j++;
      }
      return [values, j];
    };
    let policy: number[] = [];
    let ownership: number[] = [];
    let j = i;
    for (; j < lines.length && (lines[j] ?? '') !== ''; j++) {
      const line = lines[j] ?? '';
      if (line === 'policy') [policy, j] = grid(j + 1);
      if ((lines[j] ?? '') === 'whiteOwnership') {
        [ownership, j] = grid(j + 1);
        break;
      }
      const [k, v] = (lines[j] ?? '').split(/\s+/);
      if (k !== undefined && v !== undefined) fields.set(k, v);
    }
    const num = (k: string): number => Number(fields.get(k));
    out.push({
      symmetry: fields.get('symmetry') ?? '',
      whiteWin: num('whiteWin'),
      whiteLoss: num('whiteLoss'),
      noResult: num('noResult'),
      whiteLead: num('whiteLead'),
      whiteScoreSelfplay: num('whiteScoreSelfplay'),
      whiteScoreSelfplaySq: num('whiteScoreSelfplaySq'),
      policy,
      policyPass: fields.get('policyPass') === 'NAN' ? NaN : num('policyPass'),
      whiteOwnership: ownership,
    });
    i = j;
  }
  return out;
}
