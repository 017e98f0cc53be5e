// GraphQL enums that several modules use: registered once here, imported where needed.
import { LOG_FILTERS } from '../../domain/log-filter.ts';
import { builder } from './builder.ts';

export const LogFilterEnum = builder.enumType('LogFilter', {
  description: 'Which entries of a change log or ledger to show.',
  values: LOG_FILTERS,
});
