/**
 * Vitest's global setup for the server suites on PostgreSQL (the `postgres`
 * project in vitest.config.ts): one throw-away cluster for the whole run,
 * its address handed to the test files, each harness taking a new database.
 */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.js';

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
