package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ServedResource;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.internal.status.Fabric8StatusSource;
import io.japply.apply.status.StatusSource;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiFetcher;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import io.japply.apply.model.PatchType;

/**
 * The cluster through fabric8's HTTP client and credentials: every request sent as it is ({@link RawRequests}) and
 * read as a Jackson tree, never through fabric8's typed model, whose deserializers a cold run would pay to build.
 */
public final class Fabric8Gateway implements ClusterGateway {
    private static final int NOT_FOUND = 404;

    private final ClientOnDemand client;
    private final Map<String, Optional<ApiResources>> discovery;
    private final RawRequests raw;
    /** False for a view made by {@link #reportingTo}: the client is its owner's to close. */
    private final boolean owner;
    /** Where the server's OpenAPI v3 documents are kept between runs; null: nowhere. */
    private final java.nio.file.Path openApiCache;
    /** The server's OpenAPI v3 documents read so far, by path and hash: kept for the gateway's life. */
    private final Map<String, JsonNode> openApiKept;

    /** {@code requestTimeout} as the user gave it, for the message when an answer does not come in time. */
    public Fabric8Gateway(KubernetesClient client, String requestTimeout) {
        this(new ClientOnDemand(client), requestTimeout);
    }

    /**
     * Over an HTTP client built from {@code config} (japply's own): fabric8's KubernetesClient is made only
     * if something needs more than requests (--wait-ready's watches).
     */
    public Fabric8Gateway(io.fabric8.kubernetes.client.http.HttpClient http, Config config, String requestTimeout) {
        this(new ClientOnDemand(http, config), requestTimeout);
    }

    private Fabric8Gateway(ClientOnDemand client, String requestTimeout) {
        this(client, new ConcurrentHashMap<>(), new RawRequests(BoundedHttpClient.bounding(client.http(),
                client.config(), requestTimeout), base(client.config())),
                true, null, new ConcurrentHashMap<>());
    }

    private Fabric8Gateway(ClientOnDemand client, Map<String, Optional<ApiResources>> discovery, RawRequests raw,
                           boolean owner, java.nio.file.Path openApiCache, Map<String, JsonNode> openApiKept) {
        this.client = client;
        this.discovery = discovery;
        this.raw = raw;
        this.owner = owner;
        this.openApiCache = openApiCache;
        this.openApiKept = openApiKept;
    }

    /**
     * This gateway, keeping the server's OpenAPI v3 documents in a folder of {@code cacheRoot} (kubectl's
     * --cache-dir) between runs, under the hash the server names each by; it takes over closing the client.
     */
    public Fabric8Gateway keepingOpenApiIn(java.nio.file.Path cacheRoot) {
        return new Fabric8Gateway(client, discovery, raw, owner,
                KeptOpenApiDocuments.folder(cacheRoot, client.config().getMasterUrl()), openApiKept);
    }

    /** Warnings come from every request the gateway sends (discovery, reads, lists, writes). */
    @Override
    public ClusterGateway reportingTo(java.util.function.Consumer<String> warnings) {
        return new Fabric8Gateway(client, discovery, raw.reportingTo(warnings), false, openApiCache, openApiKept);
    }

    @Override
    public Optional<StatusSource> statusSource() {
        return Optional.of(new Fabric8StatusSource(client.client()));
    }

    @Override
    public String contextNamespace() {
        String ns = client.config().getNamespace();
        return ns == null || ns.isEmpty() ? "default" : ns;
    }

    @Override
    public Optional<Served> resource(String apiVersion, String kind) {
        Optional<Served> known = discovered(apiVersion, kind);
        if (known.isPresent()) {
            return known;
        }
        // a kind defined since the list was read (its CustomResourceDefinition applied in this run): read again
        discovery.remove(apiVersion);
        return discovered(apiVersion, kind);
    }

    @Override
    public boolean discovered(String apiVersion) {
        return discovery.containsKey(apiVersion);
    }

    private Optional<Served> discovered(String apiVersion, String kind) {
        return discovery.computeIfAbsent(apiVersion, this::resources).flatMap(served -> served.find(kind));
    }

    /** Read as a tree, not through fabric8's typed getApiResources, whose bean deserializers cost a cold run ~20 ms. */
    private Optional<ApiResources> resources(String apiVersion) {
        return raw.get(ApiPaths.discovery(apiVersion)).map(ApiResources::of);
    }

    @Override
    public Optional<ObjectNode> get(ObjectRef ref, Served served) {
        return raw.get(ApiPaths.object(ref, served)).map(ObjectNode.class::cast);
    }

    @Override
    public ObjectNode create(ObjectRef ref, Served served, ObjectNode body, Write options) {
        String path = ApiPaths.collection(ref, served) + ApiPaths.query(options, false);
        return (ObjectNode) raw.write("POST", path, "application/json", GoJson.write(body));
    }

    private static String base(Config config) {
        return config.getMasterUrl().replaceAll("/$", "");
    }

    @Override
    public ObjectNode patch(ObjectRef ref, Served served, PatchType type, String body, Write options) {
        // server-side apply too is sent as it is, not by fabric8's DSL, so that its answer's warnings are read
        String path = ApiPaths.object(ref, served) + options.subresource().map(s -> "/" + s).orElse("")
                + ApiPaths.query(options, type == PatchType.APPLY);
        return (ObjectNode) raw.write("PATCH", path, type.mediaType(), body);
    }

    @Override
    public void delete(ObjectRef ref, Served served, Deletion options) {
        // DeleteOptions in the body, as kubectl sends them (fabric8's DSL cannot combine dry run and propagation)
        ObjectNode body = Json.object().put("kind", "DeleteOptions").put("apiVersion", "v1")
                .put("propagationPolicy", options.cascade().policy);
        if (options.serverDryRun()) {
            body.putArray("dryRun").add("All");
        }
        if (options.gracePeriodSeconds() >= 0) {
            body.put("gracePeriodSeconds", options.gracePeriodSeconds());
        }
        try {
            raw.write("DELETE", ApiPaths.object(ref, served), "application/json", GoJson.write(body));
        } catch (Refused e) {
            if (e.code() != NOT_FOUND) {
                throw e;
            }
            // already gone, which is what was asked
        }
    }

    @Override
    public Permission mayCreate(ObjectRef ref, Served served) {
        return AccessReview.mayCreate(raw, ref, served);
    }

    @Override
    public List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
        // a tree, not fabric8's typed list (GenericKubernetesResource, ObjectMeta): one model fewer to build per run
        String path = ApiPaths.collection(kind, served) + "?labelSelector="
                + java.net.URLEncoder.encode(labelSelector, java.nio.charset.StandardCharsets.UTF_8);
        List<ObjectNode> items = new java.util.ArrayList<>();
        // 404: the kind is no longer served, and its objects are gone with it
        raw.get(path).ifPresent(list -> list.path("items").forEach(item -> items.add(typed((ObjectNode) item, kind))));
        return items;
    }

    @Override
    public Page firstPage(ObjectRef kind, Served served, long limit) {
        JsonNode page = raw.get(ApiPaths.collection(kind, served) + "?limit=" + limit).orElseGet(Json::object);
        String next = page.path("metadata").path("continue").asText("");
        // a real server leaves apiVersion and kind out of a built-in kind's list items
        List<ObjectNode> items = new java.util.ArrayList<>();
        page.path("items").forEach(item -> items.add(typed((ObjectNode) item, kind)));
        return new Page(items, next.isEmpty());
    }

    private static ObjectNode typed(ObjectNode item, ObjectRef kind) {
        ObjectNode typed = Json.object().put("apiVersion", kind.apiVersion()).put("kind", kind.kind());
        item.fields().forEachRemaining(field -> typed.set(field.getKey(), field.getValue()));
        return typed;
    }

    @Override
    public List<ServedResource> servedResources() {
        return DiscoveryLists.read(raw::get);
    }

    @Override
    public Optional<String> preferredVersion(String group) {
        if (group.isEmpty()) {
            return Optional.of("v1");
        }
        // the APIGroupList as a tree (fabric8's typed getApiGroups builds its model's deserializers)
        return raw.get("/apis").flatMap(groups -> preferred(groups, group));
    }

    private static Optional<String> preferred(JsonNode groups, String group) {
        for (JsonNode g : groups.path("groups")) {
            if (group.equals(g.path("name").asText())) {
                return Optional.of(g.path("preferredVersion").path("groupVersion").asText()).filter(v -> !v.isEmpty());
            }
        }
        return Optional.empty();
    }

    @Override
    public OpenApiFetcher openApi() {
        // not fabric8's raw(): on a 404 (no /openapi/v3) it reads the answer into its typed Status
        OpenApiFetcher server = path -> raw.text(path).map(text -> KeptOpenApiDocuments.document(path, text));
        return new KeptOpenApiDocuments(server, openApiCache, openApiKept);
    }

    @Override
    public void close() {
        if (owner) {
            client.close();
        }
    }
}
