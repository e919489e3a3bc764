package io.japply.threeway.meta;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPInputStream;

/**
 * Patch metadata of every built-in kind of one Kubernetes version, bundled with japply (generated
 * from the release's OpenAPI v2 document by {@link KindsBundleGenerator}). Read once, on first use.
 */
public final class BuiltinKinds {
    public static final String BUNDLED_VERSION = "v1.37.2";
    private static final String RESOURCE = "/io/japply/threeway/meta/kubernetes-" + BUNDLED_VERSION + ".kinds.gz";

    /**
     * A built-in kind: its schema definition, whether PATCH takes a strategic merge patch, whether it
     * lives in a namespace, and its patch metadata.
     */
    public record Kind(String definition, boolean strategicMergePatch, boolean namespaced, PatchMetaLookup schema) {
    }

    private final KindsBundle.Contents bundle;
    /** The definitions as an OpenAPI v2 document holds them, for the lookups. */
    private final JsonNode document;
    private final ConcurrentHashMap<String, PatchMetaLookup> lookups = new ConcurrentHashMap<>();

    private BuiltinKinds(KindsBundle.Contents bundle) {
        this.bundle = bundle;
        this.document = Json.object().set("definitions", bundle.definitions());
    }

    private static final class Bundled {
        static final BuiltinKinds INSTANCE = readBundled();
    }

    /** The bundled kinds of Kubernetes {@value #BUNDLED_VERSION}. */
    public static BuiltinKinds bundled() {
        return Bundled.INSTANCE;
    }

    /** Reads the bundle anew; {@link #bundled()} keeps one. Public for the start-up benchmark. */
    public static BuiltinKinds readBundled() {
        try (InputStream in = BuiltinKinds.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            return new BuiltinKinds(KindsBundle.read(new BufferedInputStream(new GZIPInputStream(in), 1 << 16)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String kubernetesVersion() {
        return bundle.kubernetesVersion();
    }

    /** A definition of the bundled schema by name ("io.k8s.api.core.v1.Secret"), cut to type and structure. */
    public Optional<JsonNode> definition(String name) {
        return Optional.ofNullable(bundle.definitions().get(name));
    }

    /**
     * The resource a built-in kind is served as ("configmaps" for v1 ConfigMap), as its release's API
     * paths name it; empty when not built in. A server's discovery is the authority: this is a guess.
     */
    public Optional<String> resource(String apiVersion, String kind) {
        return Optional.ofNullable(bundle.kinds().get(apiVersion + "/" + kind)).map(KindsBundle.Kind::resource);
    }

    /** Whether the kind is built in, known without reading its definitions (which {@link #find} parses). */
    public boolean builtIn(String apiVersion, String kind) {
        return bundle.kinds().containsKey(apiVersion + "/" + kind);
    }

    /** The kind named by {@code apiVersion} ("apps/v1", "v1") and {@code kind}; empty when not built in. */
    public Optional<Kind> find(String apiVersion, String kind) {
        KindsBundle.Kind entry = bundle.kinds().get(apiVersion + "/" + kind);
        if (entry == null) {
            return Optional.empty();
        }
        PatchMetaLookup schema = lookups.computeIfAbsent(entry.definition(), d -> OpenApiSchemas.load(document, d));
        return Optional.of(new Kind(entry.definition(), entry.strategicMergePatch(),
                entry.namespaced() == null || entry.namespaced(), schema));
    }

    /** The whole bundle as the generator's tree, every definition parsed: for tests. */
    ObjectNode tree() {
        return bundle.toTree();
    }
}
