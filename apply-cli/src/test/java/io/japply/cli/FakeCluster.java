package io.japply.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.JsonMergePatch;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.BuiltinKinds;
import io.japply.threeway.meta.OpenApiFetcher;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import io.japply.apply.internal.plan.ApplyPlan;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.plan.Established;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.model.PatchType;

/**
 * An in-memory API server for apply's unit tests: objects by reference, resourceVersion bumped on
 * every write and checked when a patch carries one (409 otherwise), a create of an existing object
 * refused (409), patches applied with the engine, a server dry run answered as if done with nothing
 * stored, and a hook to change an object behind japply's back between its GET and its PATCH.
 */
final class FakeCluster implements ClusterGateway {
    record Request(String verb, ObjectRef ref, PatchType type, String body, Write options, Deletion deletion) {
        Request(String verb, ObjectRef ref, PatchType type, String body, Write options) {
            this(verb, ref, type, body, options, null);
        }

        /** Whether this write asked for a server dry run. */
        boolean dryRun() {
            return options != null ? options.serverDryRun() : deletion != null && deletion.serverDryRun();
        }
    }

    final Map<ObjectRef, ObjectNode> objects = new HashMap<>();
    final List<Request> requests = new ArrayList<>();
    private final Map<String, Served> kinds = new HashMap<>();
    private final List<Consumer<ObjectNode>> beforePatch = new ArrayList<>();
    private final List<Refused> refusals = new ArrayList<>();
    private final Map<String, Integer> establishAfter = new HashMap<>();
    private final List<String> failNames = new ArrayList<>();
    private int version = 100;

    FakeCluster() {
        serve("v1", "ConfigMap", "configmaps", true);
        serve("v1", "Namespace", "namespaces", false);
        serve("apps/v1", "Deployment", "deployments", true);
        serve("stable.example.com/v1", "Widget", "widgets", true);
        serve("apiextensions.k8s.io/v1", ApplyPlan.CRD_KIND, "customresourcedefinitions", false);
        serve("v1", "Secret", "secrets", true);
        serve("v1", "Service", "services", true);
        serve("admissionregistration.k8s.io/v1", "ValidatingWebhookConfiguration", "validatingwebhookconfigurations", false);
    }

    synchronized void serve(String apiVersion, String kind, String plural, boolean namespaced) {
        kinds.put(apiVersion + "/" + kind, new Served(plural, namespaced));
    }

    /** Before each of the next PATCHes, in order, someone else changes the live object. */
    synchronized void changeBeforePatch(Consumer<ObjectNode> change) {
        beforePatch.add(change);
    }

    /** The next PATCH or POST is refused with this status and message. */
    synchronized void refuseNextWrite(int code, String message) {
        refusals.add(new Refused(code, "Error from server (Invalid): " + message));
    }

    /**
     * The CustomResourceDefinition of this name, once created, reports Established=True only at the
     * {@code polls}-th GET of it; its kind is served from then on, as discovery would show it.
     */
    synchronized void establishAfter(String definition, int polls) {
        establishAfter.put(definition, polls);
    }

    /** Every write of an object of this name fails with a server error, until cleared. */
    synchronized void failWritesOf(String name) {
        failNames.add(name);
    }

    synchronized void clearFailures() {
        failNames.clear();
    }

    synchronized long count(String verb) {
        return requests.stream().filter(r -> r.verb().equals(verb)).count();
    }

    @Override
    public String contextNamespace() {
        return "default";
    }

    @Override
    public synchronized Optional<Served> resource(String apiVersion, String kind) {
        return Optional.ofNullable(kinds.get(apiVersion + "/" + kind));
    }

    /** Discovery of the kinds served: the core group first, as a real server lists it; kubectl's short names of a few. */
    @Override
    public synchronized List<io.japply.apply.cluster.ServedResource> servedResources() {
        Map<String, String> shortNames = Map.of("ConfigMap", "cm", "Deployment", "deploy", "Service", "svc", "Namespace", "ns");
        return kinds.entrySet().stream().sorted(java.util.Comparator.comparing(e -> e.getKey().chars().filter(c -> c == '/').count()))
                .map(e -> {
                    String[] parts = e.getKey().split("/");
                    String kind = parts[parts.length - 1];
                    return new io.japply.apply.cluster.ServedResource(parts.length == 3 ? parts[0] : "", parts[parts.length - 2],
                            e.getValue().plural(), kind.toLowerCase(java.util.Locale.ROOT), kind, e.getValue().namespaced(),
                            Optional.ofNullable(shortNames.get(kind)).stream().toList(), List.of());
                }).toList();
    }

    @Override
    public synchronized Optional<ObjectNode> get(ObjectRef ref, Served served) {
        requests.add(new Request("GET", ref, null, null, null));
        if (ApplyPlan.CRD_KIND.equals(ref.kind()) && objects.containsKey(ref)) {
            pollDefinition(objects.get(ref));
        }
        return Optional.ofNullable(objects.get(ref)).map(ObjectNode::deepCopy);
    }

    @Override
    public synchronized ObjectNode create(ObjectRef ref, Served served, ObjectNode body, Write options) {
        requests.add(new Request("POST", ref, null, body.toString(), options));
        failIfListed(ref);
        if (!refusals.isEmpty()) {
            throw refusals.remove(0);
        }
        if (objects.containsKey(ref)) {
            // after validation, as the API server: a dry run of a valid object meets it too
            throw new Conflict(ref.kind() + " \"" + ref.name() + "\" already exists");
        }
        ObjectNode stored = body.deepCopy();
        bump(stored);
        store(ref, stored, options);
        return stored.deepCopy();
    }

    @Override
    public synchronized ObjectNode patch(ObjectRef ref, Served served, PatchType type, String body, Write options) {
        requests.add(new Request("PATCH", ref, type, body, options));
        failIfListed(ref);
        if (!refusals.isEmpty()) {
            throw refusals.remove(0);
        }
        ObjectNode live = objects.get(ref);
        if (type == PatchType.APPLY && live == null) {
            ObjectNode created = (ObjectNode) parse(body);
            bump(created);
            store(ref, created, options);
            return created.deepCopy();
        }
        if (!beforePatch.isEmpty()) {
            beforePatch.remove(0).accept(live);
            bump(live);
        }
        JsonNode patch = parse(body);
        String expected = patch.path("metadata").path("resourceVersion").asText("");
        if (!expected.isEmpty() && !expected.equals(live.path("metadata").path("resourceVersion").asText())) {
            throw new Conflict("the object has been modified; please apply your changes to the latest version");
        }
        ObjectNode result = (ObjectNode) (type == PatchType.STRATEGIC
                ? StrategicMergePatch.apply(live, patch, BuiltinKinds.bundled().find(ref.apiVersion(), ref.kind())
                        .orElseThrow().schema())
                : JsonMergePatch.apply(live, patch));
        bump(result);
        store(ref, result, options);
        return result.deepCopy();
    }

    /** A write is kept unless it was a server dry run, which is answered as if done. */
    private void store(ObjectRef ref, ObjectNode object, Write options) {
        if (!options.serverDryRun()) {
            objects.put(ref, object);
        }
    }

    @Override
    public synchronized List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
        requests.add(new Request("LIST", kind, null, labelSelector, null));
        return listed(kind, labelSelector);
    }

    /** Refused LISTs, as for a user allowed to get but not to list. */
    boolean refuseLists;

    @Override
    public synchronized Page firstPage(ObjectRef kind, Served served, long limit) {
        requests.add(new Request("LIST", kind, null, "limit=" + limit, null));
        if (refuseLists) {
            throw new Refused(403, "Error from server (Forbidden): cannot list");
        }
        List<ObjectNode> all = listed(kind, "").stream()
                .sorted(java.util.Comparator.comparing(o -> o.at("/metadata/name").asText())).toList();
        return new Page(all.subList(0, (int) Math.min(limit, all.size())), all.size() <= limit);
    }

    private List<ObjectNode> listed(ObjectRef kind, String labelSelector) {
        String[] wanted = labelSelector.split("=", 2);
        return objects.entrySet().stream()
                .filter(e -> e.getKey().apiVersion().equals(kind.apiVersion()) && e.getKey().kind().equals(kind.kind())
                        && java.util.Objects.equals(e.getKey().namespace(), kind.namespace()))
                .filter(e -> labelSelector.isEmpty() || (wanted.length == 1 // "key": the label is there
                        ? e.getValue().at("/metadata/labels").has(wanted[0])
                        : wanted[1].equals(e.getValue().at("/metadata/labels").path(wanted[0]).asText(null))))
                .sorted(java.util.Map.Entry.comparingByKey(java.util.Comparator.comparing(ObjectRef::name)))
                .map(e -> e.getValue().deepCopy()).toList(); // by name, as a real server lists
    }

    @Override
    public synchronized Optional<String> preferredVersion(String group) {
        return kinds.keySet().stream().map(k -> k.substring(0, k.lastIndexOf('/')))
                .filter(gv -> group.isEmpty() ? !gv.contains("/") : gv.startsWith(group + "/")).findFirst();
    }

    @Override
    public synchronized void delete(ObjectRef ref, Served served, Deletion options) {
        requests.add(new Request("DELETE", ref, null, null, null, options));
        if (!options.serverDryRun()) { // one already gone is no error, as for the gateway
            objects.remove(ref);
        }
    }

    /** What --wait-ready lists and watches; none unless a test gives one. */
    io.japply.apply.status.StatusSource statusSource;

    @Override
    public Optional<io.japply.apply.status.StatusSource> statusSource() {
        return Optional.ofNullable(statusSource);
    }

    @Override
    public OpenApiFetcher openApi() {
        return OpenApiFetcher.NONE;
    }

    private void pollDefinition(ObjectNode crd) {
        String name = crd.at("/metadata/name").asText();
        int left = establishAfter.getOrDefault(name, 1) - 1;
        establishAfter.put(name, left);
        if (left == 0) {
            crd.withObject("/status").putArray("conditions").addObject().put("type", "Established").put("status", "True");
            String group = crd.at("/spec/group").asText();
            for (JsonNode v : crd.at("/spec/versions")) {
                serve(group + "/" + v.path("name").asText(), crd.at("/spec/names/kind").asText(),
                        crd.at("/spec/names/plural").asText(), "Namespaced".equals(crd.at("/spec/scope").asText()));
            }
        }
    }

    private void failIfListed(ObjectRef ref) {
        if (failNames.contains(ref.name())) {
            throw new Refused(500, "Error from server (InternalError): injected failure for " + ref.name());
        }
    }

    private void bump(ObjectNode object) {
        object.withObject("/metadata").put("resourceVersion", Integer.toString(++version));
    }

    private static JsonNode parse(String text) {
        try {
            return Json.parse(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
