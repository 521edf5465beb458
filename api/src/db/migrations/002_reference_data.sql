-- Fixed reference data: roles with the ids of the specification (see docs/decisions.md),
-- US states, vehicle parts for photos and export locations.

INSERT INTO role (id, name) VALUES
  (1, 'ROLE_SUPER_ADMIN'),
  (2, 'ROLE_BUYER'),
  (3, 'ROLE_CLIENT'),
  (4, 'ROLE_AGENT'),
  (5, 'ROLE_ADMIN'),
  (6, 'ROLE_REVIEWER');

INSERT INTO us_state (id, code, name) VALUES
  (1, 'AL', 'Alabama'), (2, 'AK', 'Alaska'), (3, 'AZ', 'Arizona'), (4, 'AR', 'Arkansas'),
  (5, 'CA', 'California'), (6, 'CO', 'Colorado'), (7, 'CT', 'Connecticut'), (8, 'DE', 'Delaware'),
  (9, 'DC', 'District of Columbia'), (10, 'FL', 'Florida'), (11, 'GA', 'Georgia'),
  (12, 'HI', 'Hawaii'), (13, 'ID', 'Idaho'), (14, 'IL', 'Illinois'), (15, 'IN', 'Indiana'),
  (16, 'IA', 'Iowa'), (17, 'KS', 'Kansas'), (18, 'KY', 'Kentucky'), (19, 'LA', 'Louisiana'),
  (20, 'ME', 'Maine'), (21, 'MD', 'Maryland'), (22, 'MA', 'Massachusetts'), (23, 'MI', 'Michigan'),
  (24, 'MN', 'Minnesota'), (25, 'MS', 'Mississippi'), (26, 'MO', 'Missouri'), (27, 'MT', 'Montana'),
  (28, 'NE', 'Nebraska'), (29, 'NV', 'Nevada'), (30, 'NH', 'New Hampshire'),
  (31, 'NJ', 'New Jersey'), (32, 'NM', 'New Mexico'), (33, 'NY', 'New York'),
  (34, 'NC', 'North Carolina'), (35, 'ND', 'North Dakota'), (36, 'OH', 'Ohio'),
  (37, 'OK', 'Oklahoma'), (38, 'OR', 'Oregon'), (39, 'PA', 'Pennsylvania'),
  (40, 'RI', 'Rhode Island'), (41, 'SC', 'South Carolina'), (42, 'SD', 'South Dakota'),
  (43, 'TN', 'Tennessee'), (44, 'TX', 'Texas'), (45, 'UT', 'Utah'), (46, 'VT', 'Vermont'),
  (47, 'VA', 'Virginia'), (48, 'WA', 'Washington'), (49, 'WV', 'West Virginia'),
  (50, 'WI', 'Wisconsin'), (51, 'WY', 'Wyoming');

INSERT INTO part (name) VALUES
  ('Front'), ('Driver side'), ('Rear'), ('Passenger side'), ('Interior'), ('Dashboard'),
  ('Engine'), ('Odometer');

INSERT INTO export_location (name, address, link) VALUES
  ('Champlain', '2 Main St, Champlain, NY 12919',
   'https://www.google.com/maps/search/?api=1&query=2+Main+St+Champlain+NY+12919'),
  ('Detroit', '2810 W Fort St, Detroit, MI 48216',
   'https://www.google.com/maps/search/?api=1&query=2810+W+Fort+St+Detroit+MI+48216'),
  ('Buffalo', '1 Peace Bridge Plaza, Buffalo, NY 14213',
   'https://www.google.com/maps/search/?api=1&query=1+Peace+Bridge+Plaza+Buffalo+NY+14213');
