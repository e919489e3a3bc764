package io.japply.apply.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceList;
import io.fabric8.kubernetes.api.model.ListOptionsBuilder;
import io.japply.apply.status.Fabric8StatusSource;
import io.japply.apply.status.StatusSource;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.NonNamespaceOperation;
import io.fabric8.kubernetes.client.dsl.Resource;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import io.fabric8.kubernetes.client.utils.Serialization;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiFetcher;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import io.japply.apply.object.PatchPlan;
import io.japply.apply.PatchType;

/** The cluster through fabric8: generic resources, raw patches with their media type, raw OpenAPI reads. */
public final class Fabric8Gateway implements ClusterGateway {
    private static final int NOT_FOUND = 404;
    private static final int CONFLICT = 409;

    private final KubernetesClient client;
    private final Map<String, Optional<ApiResources>> discovery;
    private final String requestTimeout;
    private final RawRequests raw;
    /** False for a view made by {@link #reportingTo}: the client is its owner's to close. */
    private final boolean owner;

    /** {@code requestTimeout} as the user gave it, for the message when an answer does not come in time. */
    public Fabric8Gateway(KubernetesClient client, String requestTimeout) {
        this.client = client;
        this.requestTimeout = requestTimeout;
        this.discovery = new ConcurrentHashMap<>();
        this.raw = new RawRequests(bounded(client, requestTimeout), base());
        this.owner = true;
    }

    private Fabric8Gateway(Fabric8Gateway of, RawRequests raw) {
        this.client = of.client;
        this.requestTimeout = of.requestTimeout;
        this.discovery = of.discovery;
        this.raw = raw;
        this.owner = false;
    }

    /**
     * The client's HTTP client with one deadline per request, body and retries included: japply's own
     * is built so; a library user's client is wrapped for japply's raw requests.
     */
    private static io.fabric8.kubernetes.client.http.HttpClient bounded(KubernetesClient client, String requestTimeout) {
        io.fabric8.kubernetes.client.http.HttpClient http = client.getHttpClient();
        return http instanceof BoundedHttpClient ? http : new BoundedHttpClient(http, RequestBudget.of(
                java.time.Duration.ofMillis(client.getConfiguration().getRequestTimeout()), requestTimeout));
    }

    /** Warnings come from the requests sent as they are (discovery, reads, writes); fabric8's own (list) drop theirs. */
    @Override
    public ClusterGateway reportingTo(java.util.function.Consumer<String> warnings) {
        return new Fabric8Gateway(this, raw.reportingTo(warnings));
    }

    @Override
    public Optional<StatusSource> statusSource() {
        return Optional.of(new Fabric8StatusSource(client));
    }

    @Override
    public String contextNamespace() {
        String ns = client.getNamespace();
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

    private Optional<Served> discovered(String apiVersion, String kind) {
        return discovery.computeIfAbsent(apiVersion, this::resources).flatMap(served -> served.find(kind));
    }

    /** Read as a tree, not through fabric8's typed getApiResources, whose bean deserializers cost a cold run ~20 ms. */
    private Optional<ApiResources> resources(String apiVersion) {
        return raw.get(ApiResources.path(apiVersion)).map(ApiResources::of);
    }

    @Override
    public Optional<ObjectNode> get(ObjectRef ref, Served served) {
        return raw.get(ApiPaths.collection(ref, served) + "/" + ref.name()).map(ObjectNode.class::cast);
    }

    /** fabric8's failures in our words: the server's reason and message, as kubectl prints them. */
    private <T> T refusedUnless(java.util.function.Supplier<T> call) {
        try {
            return call.get();
        } catch (KubernetesClientException e) {
            throw refused(e);
        }
    }

    private RuntimeException refused(KubernetesClientException e) {
        java.util.Optional<Unreachable> unreachable = Unreachable.in(e);
        if (unreachable.isPresent()) {
            return new Refused(0, unreachable.get().getMessage());
        }
        if (e.getCode() == CONFLICT) {
            return new Conflict(e.getStatus() == null ? e.getMessage() : e.getStatus().getMessage());
        }
        if (e.getStatus() != null && e.getStatus().getMessage() != null) {
            return new Refused(e.getCode(), "Error from server (" + e.getStatus().getReason() + "): "
                    + e.getStatus().getMessage());
        }
        if (timedOut(e)) {
            return new Refused(0, "no answer from the server within " + requestTimeout + " (--request-timeout)");
        }
        return new Refused(e.getCode(), e.getCause() != null
                ? "cannot reach the server: " + NetworkCause.of(e.getCause()).describe(e.getCause()) : e.getMessage());
    }

    private static boolean timedOut(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.net.http.HttpTimeoutException || t instanceof java.util.concurrent.TimeoutException) {
                return true;
            }
        }
        return false;
    }

    @Override
    public ObjectNode create(ObjectRef ref, Served served, ObjectNode body, Write options) {
        String path = ApiPaths.collection(ref, served) + ApiPaths.query(options, false);
        return (ObjectNode) raw.write("POST", path, "application/json", GoJson.write(body));
    }

    private String base() {
        return client.getMasterUrl().toString().replaceAll("/$", "");
    }

    @Override
    public ObjectNode patch(ObjectRef ref, Served served, PatchType type, String body, Write options) {
        // server-side apply too is sent as it is, not by fabric8's DSL, so that its answer's warnings are read
        String path = ApiPaths.collection(ref, served) + "/" + ref.name() + ApiPaths.query(options, type == PatchType.APPLY);
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
        try {
            raw.write("DELETE", ApiPaths.collection(ref, served) + "/" + ref.name(), "application/json", GoJson.write(body));
        } catch (Refused e) {
            if (e.code() != NOT_FOUND) {
                throw e;
            }
            // already gone, which is what was asked
        }
    }

    @Override
    public List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
        return refusedUnless(() -> collection(kind, served).withLabelSelector(labelSelector).list()).getItems().stream()
                .map(Fabric8Gateway::tree).toList();
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
        return path -> raw.text(path).map(text -> document(path, text));
    }

    private static JsonNode document(String path, String text) {
        try {
            return Json.parse(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the server's " + path + " is not JSON", e);
        }
    }

    private NonNamespaceOperation<GenericKubernetesResource, GenericKubernetesResourceList,
            Resource<GenericKubernetesResource>> collection(ObjectRef ref, Served served) {
        var all = client.genericKubernetesResources(new ResourceDefinitionContext.Builder().withGroup(ref.group())
                .withVersion(ref.version()).withKind(ref.kind()).withPlural(served.plural())
                .withNamespaced(served.namespaced()).build());
        return served.namespaced() ? all.inNamespace(ref.namespace()) : all;
    }

    /** fabric8's object as our tree, numbers decoded as Kubernetes decodes them (integers as longs). */
    private static ObjectNode tree(GenericKubernetesResource object) {
        try {
            JsonNode node = Json.parse(Serialization.asJson(object));
            return (ObjectNode) node;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        if (owner) {
            client.close();
        }
    }
}
