-- Checks, condition reports and notes of the back office (specification 001, sections 3 and 7):
-- each vehicle's records are paged newest first, so the index reads them in that order; and the
-- database refuses what the REST contract refuses (a check of no amount or number 0 or below).
DROP INDEX vehicle_check_vehicle_idx;
CREATE INDEX vehicle_check_vehicle_idx ON vehicle_check (vehicle_id, register_date DESC, id DESC);

DROP INDEX conditional_report_vehicle_idx;
CREATE INDEX conditional_report_vehicle_idx ON conditional_report (vehicle_id, date DESC, id DESC);

DROP INDEX note_vehicle_idx;
CREATE INDEX note_vehicle_idx ON note (vehicle_id, date DESC, id DESC);

ALTER TABLE vehicle_check
  ADD CONSTRAINT vehicle_check_amount_positive CHECK (amount > 0),
  ADD CONSTRAINT vehicle_check_number_positive CHECK (number > 0);
