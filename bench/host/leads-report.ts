/** What the lead soak of `npm run bench:host` measured, and the table it prints of it. */

export interface LeadSoakReport {
  leads: number;
  databaseMiB: number;
  buildSeconds: number;
  csv: { seconds: number; peakRssMiB: number | null; outputMiB: number; rows: number; exitCode: number | null };
  restart: { firstAddMs: number; rssMiB: number; peakRssMiB: number };
  padded: {
    leads: number;
    bodyKiB: number;
    seconds: number;
    rssBeforeMiB: number;
    rssAfterMiB: number;
    rssGrowthMiB: number;
    heapGrowthMiB: number;
    peakRssMiB: number;
  };
  legacyImport: { fileMiB: number; lines: number; seconds: number; peakRssMiB: number; log: string[] };
}

export function printLeadSoak(report: LeadSoakReport): void {
  const widths = [66, 10, 13, 12];
  const line = (cells: (string | number | null)[]) =>
    console.log(cells.map((cell, index) => String(cell ?? '?').padEnd(widths[index] ?? 10)).join('  '));
  console.log('');
  line([
    `lead sink soak (${report.leads.toLocaleString('en')} leads, ${report.databaseMiB} MiB database)`,
    'seconds',
    'peak RSS MiB',
    'other',
  ]);
  line(['bulk insert through the sink statement', report.buildSeconds, null, '']);
  line([
    `npm run leads over them (exit ${report.csv.exitCode})`,
    report.csv.seconds,
    report.csv.peakRssMiB,
    `${report.csv.outputMiB} MiB, ${report.csv.rows.toLocaleString('en')} rows`,
  ]);
  line([
    'restart: open the sink + first add',
    report.restart.firstAddMs / 1000,
    report.restart.peakRssMiB,
    `RSS ${report.restart.rssMiB} MiB`,
  ]);
  line([
    `${report.padded.leads.toLocaleString('en')} leads of ${report.padded.bodyKiB} KiB through the route`,
    report.padded.seconds,
    report.padded.peakRssMiB,
    `RSS +${report.padded.rssGrowthMiB} MiB, heap +${report.padded.heapGrowthMiB} MiB`,
  ]);
  line([
    `import of a ${report.legacyImport.fileMiB} MiB JSON-lines file (${report.legacyImport.lines.toLocaleString('en')} lines)`,
    report.legacyImport.seconds,
    report.legacyImport.peakRssMiB,
    '',
  ]);
  for (const logged of report.legacyImport.log) console.log(`  ${logged}`);
}
