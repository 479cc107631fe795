/**
 * The tail every chart-serving handler shares: cast (or reuse) the chart body, remember the
 * finished response under the request's key, answer with its ETag, and leave a field error the
 * engine raises to the request pipeline (a 400), or to the route's own refusal shape.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import type { ChartBase, ChartInput, ChartModel } from '../../shared/model/chart';
import { chartBaseBody, chartBody } from './charts';
import { cachedJson } from './etag';
import type { FieldFailure } from '../../shared/contracts/failure';
import { failureFromFieldError } from './http';
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
  /** The route's own answer to a field error (the VedAstro `Fail` envelope); without it the error reaches the request pipeline (a 400). */
  onFailure?: (failure: FieldFailure) => HttpResponseInit;
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
    const failure = options.onFailure && failureFromFieldError(error);
    if (failure) return options.onFailure!(failure);
    throw error;
  }
}
