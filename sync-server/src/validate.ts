/** Parses params, queries and bodies with the engine's schemas; a failure is a 400 naming the field. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { describeIssue } from '@front-desk-rm/engine/domain';
import { ApiError } from './errors.js';

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, describeIssue(result.error));
  return result.data;
}

/** The JSON body; an empty body reads as `{}` and anything unparseable is a 400, never a 500. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON');
  }
}

export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await jsonBody(c));
}

export function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

export function params<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.param());
}
