package io.japply.apply.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.APIResourceList;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceList;
import io.fabric8.kubernetes.api.model.ListOptionsBuilder;
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

/** The cluster through fabric8: generic resources, raw patches with their media type, raw OpenAPI reads. */
public final class Fabric8Gateway implements ClusterGateway {
    private static final int NOT_FOUND = 404;
    private static final int CONFLICT = 409;

    private final KubernetesClient client;
    private final Map<String, Optional<APIResourceList>> discovery = new ConcurrentHashMap<>();
    private final String requestTimeout;
    private final RawRequests raw;

    /** {@code requestTimeout} as the user gave it, for the message when an answer does not come in time. */
    public Fabric8Gateway(KubernetesClient client, String requestTimeout) {
        this.client = client;
        this.requestTimeout = requestTimeout;
        this.raw = new RawRequests(client.getHttpClient(), base(), client.getConfiguration().getRequestTimeout(),
                requestTimeout);
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
        return discovery.computeIfAbsent(apiVersion, this::resources).flatMap(list -> list.getResources().stream()
                .filter(r -> kind.equals(r.getKind()) && !r.getName().contains("/"))
                .findFirst()
                .map(r -> new Served(r.getName(), Boolean.TRUE.equals(r.getNamespaced()))));
    }

    private Optional<APIResourceList> resources(String apiVersion) {
        try {
            return Optional.ofNullable(client.getApiResources(apiVersion));
        } catch (KubernetesClientException e) {
            if (e.getCode() == NOT_FOUND) {
                return Optional.empty();
            }
            throw refused(e);
        }
    }

    @Override
    public Optional<ObjectNode> get(ObjectRef ref, Served served) {
        return raw.get(collectionPath(ref, served) + "/" + ref.name()).map(ObjectNode.class::cast);
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
        return new Refused(e.getCode(), e.getCause() != null ? "cannot reach the server: " + e.getCause().getMessage()
                : e.getMessage());
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
        String path = collectionPath(ref, served) + "?fieldManager=" + encoded(options.fieldManager())
                + (options.serverDryRun() ? "&dryRun=All" : "");
        return (ObjectNode) raw.write("POST", path, "application/json", GoJson.write(body));
    }

    private static String encoded(String queryValue) {
        return java.net.URLEncoder.encode(queryValue, java.nio.charset.StandardCharsets.UTF_8);
    }

    private String base() {
        return client.getMasterUrl().toString().replaceAll("/$", "");
    }

    private static String collectionPath(ObjectRef ref, Served served) {
        String root = ref.group().isEmpty() ? "/api/" + ref.version() : "/apis/" + ref.apiVersion();
        return root + (served.namespaced() ? "/namespaces/" + ref.namespace() : "") + "/" + served.plural();
    }

    @Override
    public ObjectNode patch(ObjectRef ref, Served served, PatchPlan.Type type, String body, Write options) {
        if (type == PatchPlan.Type.APPLY) {
            return serverSideApply(ref, served, body, options);
        }
        String mediaType = type == PatchPlan.Type.STRATEGIC ? "application/strategic-merge-patch+json"
                : "application/merge-patch+json";
        String path = collectionPath(ref, served) + "/" + ref.name() + "?fieldManager=" + encoded(options.fieldManager())
                + (options.serverDryRun() ? "&dryRun=All" : "");
        return (ObjectNode) raw.write("PATCH", path, mediaType, body);
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
            raw.write("DELETE", collectionPath(ref, served) + "/" + ref.name(), "application/json", GoJson.write(body));
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
        JsonNode page = raw.get(collectionPath(kind, served) + "?limit=" + limit).orElseGet(Json::object);
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
        var groups = refusedUnless(client::getApiGroups);
        return groups == null ? Optional.empty() : groups.getGroups().stream().filter(g -> group.equals(g.getName()))
                .findFirst().map(g -> g.getPreferredVersion().getGroupVersion());
    }

    /** fabric8's own server-side apply: it sends the object whole, with the field manager and force. */
    private ObjectNode serverSideApply(ObjectRef ref, Served served, String body, Write options) {
        GenericKubernetesResource object = Serialization.unmarshal(body, GenericKubernetesResource.class);
        var resource = collection(ref, served).resource(object);
        var apply = options.forceConflicts() ? resource.fieldManager(options.fieldManager()).forceConflicts()
                : resource.fieldManager(options.fieldManager());
        var dryRun = resource.dryRun().fieldManager(options.fieldManager());
        var dryApply = options.forceConflicts() ? dryRun.forceConflicts() : dryRun;
        return tree(refusedUnless(() -> options.serverDryRun() ? dryApply.serverSideApply() : apply.serverSideApply()));
    }

    @Override
    public OpenApiFetcher openApi() {
        return path -> {
            try {
                String text = client.raw(base() + path);
                return text == null ? Optional.empty() : Optional.of(Json.parse(text));
            } catch (KubernetesClientException e) {
                if (e.getCode() == NOT_FOUND) {
                    return Optional.empty();
                }
                throw refused(e);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("the server's " + path + " is not JSON", e);
            }
        };
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
        client.close();
    }
}
