# syntax=docker/dockerfile:1
# Any of the six remotes as its team deploys it; docker-compose.yml builds one image per remote
# from this file, naming the remote with build arguments:
#   PACKAGE      the workspace, e.g. mfe-careers
#   REMOTE_NAME  its Module Federation name, e.g. careers (package.json "mf.name")
#   PORT         its health port, the remote's dev port (package.json "mf.devPort")
#   RELEASE_NOTE optional: a line the release carries into its build (QSR_RELEASE_NOTE)
# The build stage releases one version (npm run release -- build <name>: immutable files and
# hashes.json); the container publishes that version into the release store and becomes the
# remote's current build (scripts/docker/publish.mjs). Built from the repository root:
#   docker compose build mfe-careers
#   docker build -f deploy/remote.Dockerfile --build-arg PACKAGE=mfe-careers \
#     --build-arg REMOTE_NAME=careers --build-arg PORT=3016 .
ARG PACKAGE
ARG REMOTE_NAME
ARG PORT

FROM node:20-bookworm-slim AS build
ARG REMOTE_NAME
RUN test -n "$REMOTE_NAME" || (echo "build with --build-arg REMOTE_NAME=<remote>" >&2; exit 1)
WORKDIR /repo
RUN npm install -g npm@11 --no-audit --no-fund
COPY . .
RUN npm ci --no-audit --no-fund
ARG RELEASE_NOTE=
RUN QSR_RELEASE_NOTE="$RELEASE_NOTE" RELEASE_ROOT=/out npm run release -- build "$REMOTE_NAME" \
  && mv "/out/remotes/$REMOTE_NAME"/* /build

FROM node:20-bookworm-slim AS runtime
ARG PACKAGE
ARG REMOTE_NAME
ARG PORT
WORKDIR /app
COPY --from=build /build /app/build
COPY scripts/docker/publish.mjs /app/publish.mjs
ENV PACKAGE=${PACKAGE} REMOTE_NAME=${REMOTE_NAME} PORT=${PORT} BUILDS_ROOT=/srv/builds RELEASE_ROOT=/srv/release
EXPOSE ${PORT}
CMD ["node", "/app/publish.mjs"]
