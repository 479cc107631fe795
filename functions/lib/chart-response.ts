/**
 * The tail every chart-serving handler shares: cast (or reuse) the chart body, remember the
 * finished response under the request's key, answer with its ETag, and turn a field error the
 * engine raises into the route's own 400 shape instead of a 500.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import type { ChartBase, ChartInput, ChartModel } from '../../shared/model/chart';
import { chartBaseBody, chartBody } from './charts';
import { cachedJson } from './etag';
import { failureFromFieldError, type InputFailure } from './field-error';
import { rememberResponse } from './response-cache';

/**
 * How the body is made: by default from the whole model (with transits for `transitJdUt`), or,
 * with `from: 'base'`, from the chart's base alone (charts.ts `chartBaseBody`: no transits).
 */
export type ChartShaping =
  | { from?: 'model'; transitJdUt: number | undefined; shape: (model: ChartModel) => unknown }
  | { from: 'base'; shape: (base: ChartBase) => unknown };

export type ChartResponseOptions = ChartShaping & {
  request: HttpRequest;
  /** Response-cache key of this request. */
  cacheKey: string;
  /** Body-memo namespace (the route), see chartBody. */
  routeKey: string;
  input: ChartInput;
  cacheControl: string;
  /** The route's 400 for a field error (catalogue JSON or the VedAstro `Fail` envelope). */
  onFailure: (failure: InputFailure) => HttpResponseInit;
};

/** See the module comment. */
export function chartResponse(options: ChartResponseOptions): HttpResponseInit {
  try {
    const tagged =
      options.from === 'base'
        ? chartBaseBody(options.routeKey, options.input, options.shape)
        : chartBody(options.routeKey, options.input, options.transitJdUt, options.shape);
    rememberResponse(options.cacheKey, tagged);
    return cachedJson(options.request, tagged, options.cacheControl);
  } catch (error) {
    const failure = failureFromFieldError(error);
    if (failure) return options.onFailure(failure);
    throw error;
  }
}
