package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.meta.BuiltinKinds;
import io.japply.threeway.meta.OpenApiFetcher;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import io.japply.apply.model.Failure;
import io.japply.apply.model.Manifest;
import io.japply.apply.model.PatchType;

/**
 * diff --live: no cluster, the live objects come from files (saved {@code kubectl get -o yaml}
 * output, several documents or a List), matched by apiVersion (else by group at any version), kind,
 * namespace and name. Kinds are
 * known from the built-in metadata; any other kind is taken as namespaced. Nothing is ever written.
 */
public final class LiveFiles implements ClusterGateway {
    public static final String CONTEXT_NAMESPACE = "default";

    private final Map<ObjectRef, ObjectNode> objects = new HashMap<>();
    private final String contextNamespace;

    private LiveFiles(String contextNamespace) {
        this.contextNamespace = contextNamespace;
    }

    /** Reads every live object; a bad document or an object given twice is an error naming its file. */
    public static LiveFiles read(List<Manifest> manifests, Optional<String> namespace) {
        return read(manifests, namespace, CONTEXT_NAMESPACE);
    }

    /**
     * As {@link #read(List, Optional)}, objects that name no namespace (in the files and in the
     * manifests compared) taken to be in {@code contextNamespace} unless -n names one, as apply places them.
     */
    public static LiveFiles read(List<Manifest> manifests, Optional<String> namespace, String contextNamespace) {
        LiveFiles files = new LiveFiles(contextNamespace);
        for (Manifest m : manifests) {
            if (m.problem().isPresent()) {
                throw Failure.input("--live " + m.where() + ": " + m.error());
            }
            ObjectNode object = m.object();
            Served served = files.resource(object.get("apiVersion").asText(), object.get("kind").asText()).orElseThrow();
            String inFile = object.path("metadata").path("namespace").asText("");
            String ns = !served.namespaced() ? null : !inFile.isEmpty() ? inFile : namespace.orElse(contextNamespace);
            if (files.objects.put(ObjectRef.of(object, ns), object) != null) {
                throw Failure.input("--live " + m.where() + ": " + ObjectRef.of(object, ns).display()
                        + " is given twice");
            }
        }
        return files;
    }

    @Override
    public String contextNamespace() {
        return contextNamespace;
    }

    @Override
    public Optional<Served> resource(String apiVersion, String kind) {
        boolean namespaced = BuiltinKinds.bundled().find(apiVersion, kind).map(BuiltinKinds.Kind::namespaced).orElse(true);
        return Optional.of(new Served(kind.toLowerCase(Locale.ROOT) + "s", namespaced));
    }

    @Override
    public Optional<ObjectNode> get(ObjectRef ref, Served served) {
        return Optional.ofNullable(objects.get(ref)).or(() -> atOtherVersion(ref)).map(ObjectNode::deepCopy);
    }

    /**
     * The same object saved as read at another served version (a custom resource at its storage
     * version v1 where the manifest says v1beta1), as the server would answer at the asked version:
     * only apiVersion differs when no conversion webhook rewrites fields, which files cannot show.
     */
    private Optional<ObjectNode> atOtherVersion(ObjectRef ref) {
        return objects.entrySet().stream()
                .filter(e -> sameObject(e.getKey(), ref))
                .map(e -> e.getValue().deepCopy().put("apiVersion", ref.apiVersion()))
                .findFirst();
    }

    private static boolean sameObject(ObjectRef a, ObjectRef b) {
        return a.group().equals(b.group()) && a.kind().equals(b.kind()) && Objects.equals(a.namespace(), b.namespace())
                && a.name().equals(b.name());
    }

    @Override
    public ObjectNode create(ObjectRef ref, Served served, ObjectNode body, Write options) {
        throw readOnly();
    }

    @Override
    public ObjectNode patch(ObjectRef ref, Served served, PatchType type, String body, Write options) {
        throw readOnly();
    }

    /** Nothing lists the files by label: diff --live --prune asks {@link #labelled} for every kind at once. */
    @Override
    public java.util.List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
        return java.util.List.of();
    }

    /** The saved objects labelled {@code label=value}, by reference (diff --live --prune: an ApplySet's members). */
    public Map<ObjectRef, ObjectNode> labelled(String label, String value) {
        Map<ObjectRef, ObjectNode> found = new java.util.TreeMap<>(java.util.Comparator.comparing(ObjectRef::display)
                .thenComparing(r -> Objects.toString(r.namespace(), "")));
        objects.forEach((ref, object) -> {
            if (value.equals(object.path("metadata").path("labels").path(label).asText(null))) {
                found.put(ref, object.deepCopy());
            }
        });
        return found;
    }

    @Override
    public Optional<String> preferredVersion(String group) {
        return Optional.empty();
    }

    @Override
    public void delete(ObjectRef ref, Served served, Deletion options) {
        throw readOnly();
    }

    private static IllegalStateException readOnly() {
        return new IllegalStateException("--live files are never written to: the diff predicts with --local");
    }

    @Override
    public OpenApiFetcher openApi() {
        return OpenApiFetcher.NONE;
    }
}
