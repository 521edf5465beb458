-- Back office III (issue 13): dealer review, assign-company, agents and client sub-users.

-- A dealer user rejected on its own (no company to reject): the Rejected tab, and login refused.
ALTER TABLE app_user ADD COLUMN rejected_at timestamptz;
ALTER TABLE app_user ADD COLUMN rejected_by integer REFERENCES app_user (id);

-- The assign-company and admin users lists filter by company and registered company.
CREATE INDEX app_user_pre_register_company_idx ON app_user (pre_register_company_id);
CREATE INDEX app_user_created_at_idx ON app_user (created_at DESC, id DESC);

-- Who last changed a company's status or validations, and when it was reviewed.
ALTER TABLE company ADD COLUMN reviewed_by integer REFERENCES app_user (id);
ALTER TABLE company ADD COLUMN reviewed_at timestamptz;

-- The company search of the dealer form (from 3 characters).
CREATE INDEX company_names_idx ON company (lower(coalesce(commercial_name, '') || ' ' || coalesce(company_name, '')));
