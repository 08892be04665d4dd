/** SQL of children rate plans. Every query is scoped by hotel_id (another property's id finds nothing). */
import type { Schemas } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';

// ---------------------------------------------------------------- children rate plans

export interface AgeGroup {
  minAge: number;
  maxAge: number;
  price: number;
}

interface ChildrenRatePlanRow {
  children_rate_plan_id: number;
  name: string;
  age_groups: AgeGroup[];
  active: boolean;
  created_at: Date;
  updated_at: Date;
  rate_plans: { ratePlanId: number; name: string }[] | null;
}

const CHILDREN_SELECT = `
  SELECT c.children_rate_plan_id, c.name, c.age_groups, c.active, c.created_at, c.updated_at,
         (SELECT json_agg(json_build_object('ratePlanId', p.rate_plan_id, 'name', p.name) ORDER BY p.rate_plan_id)
            FROM children_rate_plan_rate_plans l
            JOIN rate_plans p ON p.hotel_id = l.hotel_id AND p.rate_plan_id = l.rate_plan_id
           WHERE l.hotel_id = c.hotel_id AND l.children_rate_plan_id = c.children_rate_plan_id) AS rate_plans
    FROM children_rate_plans c`;

function childrenRatePlanOf(c: ChildrenRatePlanRow): Schemas['ChildrenRatePlan'] {
  const ratePlans = (c.rate_plans ?? []).map((p) => ({ ratePlanId: Number(p.ratePlanId), name: p.name }));
  return {
    childrenRatePlanId: Number(c.children_rate_plan_id),
    name: c.name,
    ageGroups: c.age_groups.map((g) => ({ minAge: g.minAge, maxAge: g.maxAge, price: g.price })),
    ratePlanIds: ratePlans.map((p) => p.ratePlanId),
    ratePlans,
    active: c.active,
    createdAt: c.created_at.toISOString(),
    updatedAt: c.updated_at.toISOString(),
  };
}

export async function listChildrenRatePlans(
  db: Database,
  hotelId: number,
): Promise<Schemas['ChildrenRatePlan'][]> {
  const rows = await db.query<ChildrenRatePlanRow>(
    `${CHILDREN_SELECT} WHERE c.hotel_id = $1 ORDER BY c.name, c.children_rate_plan_id`,
    [hotelId],
  );
  return rows.map(childrenRatePlanOf);
}

export async function findChildrenRatePlan(
  db: Database,
  hotelId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<Schemas['ChildrenRatePlan'] | null> {
  const row = await db.maybeOne<ChildrenRatePlanRow>(
    `${CHILDREN_SELECT} WHERE c.hotel_id = $1 AND c.children_rate_plan_id = $2${options.lock ? ' FOR UPDATE OF c' : ''}`,
    [hotelId, id],
  );
  return row && childrenRatePlanOf(row);
}

/** Rate plans of the property not linked to a children rate plan other than `exceptChildrenRatePlanId`. */
export async function availableRatePlans(
  db: Database,
  hotelId: number,
  exceptChildrenRatePlanId: number | null,
): Promise<Schemas['RatePlanRef'][]> {
  const rows = await db.query<{ rate_plan_id: number; name: string }>(
    `SELECT p.rate_plan_id, p.name FROM rate_plans p
      WHERE p.hotel_id = $1
        AND NOT EXISTS (SELECT 1 FROM children_rate_plan_rate_plans l
                         WHERE l.hotel_id = p.hotel_id AND l.rate_plan_id = p.rate_plan_id
                           AND l.children_rate_plan_id IS DISTINCT FROM $2::bigint)
      ORDER BY p.name, p.rate_plan_id`,
    [hotelId, exceptChildrenRatePlanId],
  );
  return rows.map((r) => ({ ratePlanId: Number(r.rate_plan_id), name: r.name }));
}

export interface ChildrenRatePlanValues {
  name: string;
  ageGroups: AgeGroup[];
  active: boolean;
  ratePlanIds: number[];
}

async function setChildrenLinks(db: Database, hotelId: number, id: number, ratePlanIds: number[]) {
  await db.query(
    'DELETE FROM children_rate_plan_rate_plans WHERE hotel_id = $1 AND children_rate_plan_id = $2',
    [hotelId, id],
  );
  await db.query(
    `INSERT INTO children_rate_plan_rate_plans (hotel_id, children_rate_plan_id, rate_plan_id)
     SELECT $1, $2, unnest($3::bigint[])`,
    [hotelId, id, ratePlanIds],
  );
}

export async function insertChildrenRatePlan(
  db: Database,
  hotelId: number,
  v: ChildrenRatePlanValues,
): Promise<number> {
  const row = await db.one<{ children_rate_plan_id: number }>(
    `INSERT INTO children_rate_plans (hotel_id, name, age_groups, active) VALUES ($1, $2, $3::jsonb, $4)
     RETURNING children_rate_plan_id`,
    [hotelId, v.name, JSON.stringify(v.ageGroups), v.active],
  );
  const id = Number(row.children_rate_plan_id);
  await setChildrenLinks(db, hotelId, id, v.ratePlanIds);
  return id;
}

export async function updateChildrenRatePlan(
  db: Database,
  hotelId: number,
  id: number,
  v: ChildrenRatePlanValues,
): Promise<void> {
  await db.query(
    `UPDATE children_rate_plans SET name = $3, age_groups = $4::jsonb, active = $5, updated_at = now()
      WHERE hotel_id = $1 AND children_rate_plan_id = $2`,
    [hotelId, id, v.name, JSON.stringify(v.ageGroups), v.active],
  );
  await setChildrenLinks(db, hotelId, id, v.ratePlanIds);
}

export async function setChildrenRatePlanActive(
  db: Database,
  hotelId: number,
  id: number,
  active: boolean,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE children_rate_plans SET active = $3, updated_at = now()
      WHERE hotel_id = $1 AND children_rate_plan_id = $2 RETURNING 1 AS ok`,
    [hotelId, id, active],
  );
  return rows.length > 0;
}

export async function deleteChildrenRatePlan(db: Database, hotelId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM children_rate_plans WHERE hotel_id = $1 AND children_rate_plan_id = $2 RETURNING 1 AS ok',
    [hotelId, id],
  );
  return rows.length > 0;
}
