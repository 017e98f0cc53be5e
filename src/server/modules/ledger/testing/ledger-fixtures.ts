// Shared by the ledger's integration tests: students and products made straight in the database.
import type { ProductType } from '../../../../domain/ledger/ledger-types.ts';
import type { Executor } from '../../../db/client.ts';
import { productsRepository } from '../../products/products.repository.ts';
import { students } from '../../students/students.tables.ts';

export async function createStudents(db: Executor, names: readonly string[]): Promise<string[]> {
  const rows = await db
    .insert(students)
    .values(names.map((name) => ({ name })))
    .returning({ id: students.id });
  return rows.map((row) => row.id);
}

export async function createProduct(
  db: Executor,
  name: string,
  type: ProductType,
  components: { productId: string; quantity: number }[] = [],
): Promise<string> {
  return productsRepository.insert(db, { name, description: '', type }, components);
}

export const inDays = (days: number, from = new Date()) =>
  new Date(from.getTime() + days * 86_400_000);
