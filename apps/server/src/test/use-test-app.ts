import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, createTestContext, type TestContext } from './test-app';

export interface TestAppFixture {
  /** The app, built and ready; read it inside a hook or a test (it exists from `beforeAll` on). */
  readonly app: FastifyInstance;
  readonly context: TestContext;
}

export interface TestAppOptions {
  /** Settings over the test environment's (`createTestContext`'s overrides). */
  env?: Record<string, string>;
  /** Builds the app on the context; `createTestApp(context)` unless told. */
  build?: (context: TestContext) => Promise<FastifyInstance>;
  /** Runs before `app.ready()`: test routes and hooks. */
  beforeReady?: (app: FastifyInstance, context: TestContext) => unknown;
}

/**
 * One app for the `describe` block (or file) it is called in, on a fresh test context: built in
 * `beforeAll`, closed with its context in `afterAll`. The app and its context are read through
 * the returned fixture (`fixture.app.inject(…)`), as they exist only once the hook has run;
 * later `beforeAll` hooks of the block already see them, and its `afterAll` hooks run before they
 * close.
 */
export function useTestApp(options: TestAppOptions = {}): TestAppFixture {
  let app: FastifyInstance | undefined;
  let context: (TestContext & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    context = await createTestContext(options.env);
    app = await (options.build ?? createTestApp)(context);
    await options.beforeReady?.(app, context);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await context?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('The test app is built in beforeAll: read it inside a hook or a test.');
      return app;
    },
    get context() {
      if (!context)
        throw new Error('The test context is made in beforeAll: read it inside a hook or a test.');
      return context;
    },
  };
}

/** A fresh test context for the `describe` block (or file) it is called in, without an app: made
 *  in `beforeAll`, closed in `afterAll`, read through the fixture as `useTestApp`'s. */
export function useTestContext(env?: Record<string, string>): Pick<TestAppFixture, 'context'> {
  let context: (TestContext & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    context = await createTestContext(env);
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    get context() {
      if (!context)
        throw new Error('The test context is made in beforeAll: read it inside a hook or a test.');
      return context;
    },
  };
}
