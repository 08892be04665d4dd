-- One commission mode per property (issue 14): the statements (0820) and the commission area (0830) each kept
-- one. The commission area's `property_commissions.calculation_mode` is the one a market manager approves, so
-- the statements read it (no row: SELL) and `finance_settings` keeps only the tax percent.
ALTER TABLE finance_settings DROP COLUMN commission_mode;
