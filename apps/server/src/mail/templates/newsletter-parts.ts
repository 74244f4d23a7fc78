import type { Language, NewsletterTopic } from "@erhdb/domain";
import { ALL_STATISTIC_IDS, resourceTypeByCode, resourceTypeName } from "@erhdb/domain";

// What every newsletter mail shares: how a topic and a resource type read, and the note on leaving.

/** A resource type as the offices name it, e.g. '97 Elektronischer Fragebogen'. */
export function resourceTypeText(lang: Language, code: string): string {
  return resourceTypeByCode(code) ? `${code} ${resourceTypeName(code, lang)}` : code;
}

/** A topic in words, e.g. 'StatistikID 1261: 97 Elektronischer Fragebogen'. */
export function topicText(lang: Language, topic: NewsletterTopic): string {
  const ids =
    topic.statisticId === ALL_STATISTIC_IDS
      ? { de: "alle StatistikIDs", en: "all statistic ids" }[lang]
      : `${{ de: "StatistikID", en: "statistic id" }[lang]} ${topic.statisticId}`;
  return `${ids}: ${resourceTypeText(lang, topic.resourceType)}`;
}

/** The closing paragraph of every newsletter mail: why it came, and where to leave. */
export function leavingNote(lang: Language, unsubscribePage: string): string {
  return {
    de: `Sie erhalten diese Mail zum Newsletter der Erhebungsdatenbank. Abbestellen können Sie ihn unter ${unsubscribePage} oder mit der Abmeldefunktion Ihres Mailprogramms.`,
    en: `You receive this mail about the newsletter of the Erhebungsdatenbank. You can unsubscribe at ${unsubscribePage} or with the unsubscribe function of your mail program.`,
  }[lang];
}
