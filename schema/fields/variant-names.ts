import * as z from 'zod';
import type { VariantNames } from '../messages/catalogue/index.ts';

/**
 * What the variants of a discriminated union are called, for the messages about a missing or
 * unknown `type:` ("O tipo de seção "x" não existe."). A registry keeps it out of the JSON Schema.
 */
export const variantNames = z.registry<VariantNames>();
