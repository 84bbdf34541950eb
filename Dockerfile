# Cadenza gateway image: the api-gateway bundle serving the built web app.
#   docker build -t cadenza-gateway .
#   docker run -p 8080:8080 -v cadenza-data:/data cadenza-gateway
# Configuration is by environment variable only; docs/operations.md lists every one.

# ---- build: the full toolchain, thrown away afterwards ------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /src
# No Electron binary (the desktop app is not built here), no Nx daemon or Nx Cloud in a
# one-shot build, and CI=true so every tool runs non-interactively.
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1 NX_DAEMON=false NX_NO_CLOUD=true CI=true
# The manifests alone first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
# Optional dependencies stay in here: esbuild, Nx and Vite ship their native binaries as
# optional platform packages, so `--omit=optional` would break the build. The simulator's
# ffmpeg (the only optional package of our own) is installed too, but never leaves this stage.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p web api-gateway --outputStyle=static

# ---- runtime: production dependencies and the two build outputs ---------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
# The bundle keeps npm packages external, so it needs the production node_modules. Install
# scripts are skipped (none of the runtime packages needs one) and so is the simulator's ffmpeg.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force
# main.js serves STATIC_DIR, which defaults to ../web beside the bundle: keep that layout.
COPY --from=build /src/dist/apps/api-gateway ./dist/apps/api-gateway
COPY --from=build /src/dist/apps/web ./dist/apps/web
# The code stays root-owned (the process cannot rewrite itself); only /data is the node
# user's, for the session secret a single node generates when SESSION_SECRET is unset.
RUN mkdir -p /data && chown node:node /data
ENV PORT=8080 SESSION_SECRET_FILE=/data/session-secret
VOLUME ["/data"]
USER node
EXPOSE 8080
# main.js finishes in-flight requests on SIGTERM, within SHUTDOWN_GRACE_MS.
STOPSIGNAL SIGTERM
# Liveness only: the slim image has no curl, so Node's own fetch asks /api/health. Readiness
# (which also probes the upstream) is for a load balancer or orchestrator, not for this check.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# A larger young generation: a proxied call allocates tens of KB, and with Node's default the
# collector ran often enough to cost a tenth of the gateway's CPU per call (bench:gateway).
CMD ["node", "--max-semi-space-size=32", "dist/apps/api-gateway/main.js"]
