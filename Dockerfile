# syntax=docker/dockerfile:1
# The gateway's image: the runtime package (npm run package, which CI unpacks and tests in an empty folder,
# test/package/package.spec.ts) on a slim Node base, and nothing else. Built where a container runtime is; none is
# on the project's machines, so this file is a thin copy of the tested package (docs/operations.md, "Deploy").
#   docker build -t card-payments-gateway:1.0.0 .

# Stage 1: the package, built with the development tools (TypeScript), which stay in this stage.
FROM node:24-bookworm-slim AS package
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run package && mkdir /out && tar -xzf build/gateway-*.tar.gz -C /out && mv /out/gateway-* /out/gateway

# Stage 2: the runtime: compiled code, schema, migrations, production dependencies, the start script.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /app
# Owned by root, run as `node` (uid 1000): the process cannot change its own code.
COPY --from=package /out/gateway /app
USER node
EXPOSE 4000
# What the gateway drains on (src/main.ts); the orchestrator's grace must exceed SHUTDOWN_GRACE_MS (10 s) + 5 s.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/app/gateway"]
