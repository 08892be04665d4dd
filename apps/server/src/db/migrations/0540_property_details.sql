-- Hotel details (issue 11): the children policy's age range beside the minimum guest age and the adult age
-- that stay on hotels (children_min_age, adult_min_age). NULL until the owner saves the children policy.
ALTER TABLE property_policies
  ADD COLUMN child_age_from smallint CHECK (child_age_from IS NULL OR child_age_from BETWEEN 0 AND 20),
  ADD COLUMN child_age_to smallint CHECK (child_age_to IS NULL OR child_age_to BETWEEN 0 AND 20),
  ADD CONSTRAINT property_policies_child_range CHECK (child_age_from IS NULL OR child_age_to IS NULL
    OR child_age_from <= child_age_to);

-- Announcements are listed by property and start date.
CREATE INDEX announcements_by_dates ON announcements (hotel_id, start_date, end_date);
