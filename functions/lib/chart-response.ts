/**
 * The tail every chart-serving handler shares: cast (or reuse) the chart body, remember the
 * finished response under the request's key, answer with its ETag, and turn a field error the
 * engine raises into the route's own 400 shape instead of a 500.
 */
import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import type { ChartInput, ChartModel } from '../../shared/chart/model';
import { chartBody } from './charts';
import { cachedJson } from './etag';
import { failureFromFieldError, type InputFailure } from './field-error';
import { rememberResponse } from './response-cache';

export interface ChartResponseOptions {
  request: HttpRequest;
  /** Response-cache key of this request. */
  cacheKey: string;
  /** Body-memo namespace (the route), see chartBody. */
  routeKey: string;
  input: ChartInput;
  transitJdUt: number | undefined;
  /** Pure shaping of the model into the route's body. */
  shape: (model: ChartModel) => unknown;
  cacheControl: string;
  /** The route's 400 for a field error (catalogue JSON or the VedAstro `Fail` envelope). */
  onFailure: (failure: InputFailure) => HttpResponseInit;
}

/** See the module comment. */
export function chartResponse(options: ChartResponseOptions): HttpResponseInit {
  try {
    const tagged = chartBody(options.routeKey, options.input, options.transitJdUt, options.shape);
    rememberResponse(options.cacheKey, tagged);
    return cachedJson(options.request, tagged, options.cacheControl);
  } catch (error) {
    const failure = failureFromFieldError(error);
    if (failure) return options.onFailure(failure);
    throw error;
  }
}
