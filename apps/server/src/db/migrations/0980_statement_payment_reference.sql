-- Payments the marketplace records (module statements, marketplaceRecordPayment; docs/decisions/finance-statements.md):
-- a reference names one transfer to a property, so posting it again finds the payment already recorded.
CREATE UNIQUE INDEX statement_payments_reference ON statement_payments (hotel_id, reference);
