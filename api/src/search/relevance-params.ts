/**
 * The search parameters of the relevance part of the engine (issue 37), read for params.ts: the query
 * language's (language.ts: queryLanguages, removeStopWords, ignorePlurals) and minProximity
 * (ranking.ts). Undefined: the index's setting.
 */
import { type LanguageParams, readLanguageParams } from './language.ts';
import { SearchError } from './model.ts';

export type RelevanceParams = LanguageParams & { minProximity: number | undefined };

export function readRelevanceParams(raw: Record<string, unknown>): RelevanceParams {
  let minProximity: number | undefined;
  if (raw.minProximity !== undefined && raw.minProximity !== null) {
    minProximity = Number(raw.minProximity);
    if (!Number.isInteger(minProximity) || minProximity < 1 || minProximity > 7)
      throw new SearchError(400, 'Invalid value for minProximity: expected an integer between 1 and 7');
  }
  return { ...readLanguageParams(raw), minProximity };
}
