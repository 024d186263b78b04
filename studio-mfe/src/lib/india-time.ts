import { toKolkataIso } from '@villa/shared/format/date';

/** '2026-11-27 10:04': an instant as India's clock shows it (the studio's tables say IST). */
export const indiaTime = (at: string) => toKolkataIso(at).slice(0, 16).replace('T', ' ');
