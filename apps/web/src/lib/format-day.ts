/** 'YYYY-MM-DD' (a closing day) as 'DD.MM.YYYY'; anything else as it came. */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDay;
}
