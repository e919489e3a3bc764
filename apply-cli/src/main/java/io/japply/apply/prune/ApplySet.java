package io.japply.apply.prune;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Collection;
import java.util.Optional;
import java.util.TreeSet;
import io.japply.apply.support.Failure;
import io.japply.apply.read.ObjectNames;
import io.japply.apply.cluster.ObjectRef;

/**
 * An ApplySet as kubectl writes one (KEP-3659): a parent object (a Secret or a ConfigMap) labelled
 * with the set's id, annotated with the tool, the group-kinds and the other namespaces of its
 * members; every member labelled part-of the id. The id is kubectl's: base64url (no padding) of the
 * SHA-256 of "name.namespace.Kind.group", between "applyset-" and "-v1".
 */
public record ApplySet(String kind, String plural, String name, String namespace) {
    public static final String ID_LABEL = "applyset.kubernetes.io/id";
    public static final String PART_OF_LABEL = "applyset.kubernetes.io/part-of";
    public static final String GROUP_KINDS = "applyset.kubernetes.io/contains-group-kinds";
    public static final String NAMESPACES = "applyset.kubernetes.io/additional-namespaces";
    public static final String TOOLING = "applyset.kubernetes.io/tooling";
    public static final String TOOL = "japply";
    /** The field manager of the parent's writes, "<tool>-applyset" as kubectl names its own. */
    public static final String FIELD_MANAGER = TOOL + "-applyset";

    /**
     * Parses --applyset=[RESOURCE][.GROUP]/NAME. Like kubectl, the parent is a Secret unless named
     * otherwise and takes its namespace from -n only (not the context); unlike kubectl, only Secrets and
     * ConfigMaps can be parents (custom parent kinds are not supported).
     */
    public static ApplySet parse(String flag, Optional<String> namespace) {
        String resource = "secrets";
        String name = flag;
        int slash = flag.indexOf('/');
        if (slash >= 0) {
            resource = flag.substring(0, slash);
            name = flag.substring(slash + 1);
        }
        if (name.isEmpty()) {
            throw Failure.usage("invalid --applyset '" + flag + "': name cannot be blank");
        }
        ApplySet set = switch (resource) {
            case "secrets", "secret" -> new ApplySet("Secret", "secrets", name, namespace.orElse(null));
            case "configmaps", "configmap", "cm" -> new ApplySet("ConfigMap", "configmaps", name, namespace.orElse(null));
            default -> throw Failure.usage("invalid --applyset '" + flag + "': the parent must be a Secret or a ConfigMap"
                    + " (secrets/NAME or configmaps/NAME)");
        };
        if (set.namespace == null) {
            throw Failure.usage("namespace is required to use namespace-scoped ApplySet: give -n");
        }
        // the parent is read and written at a path made of both: refused before anything is sent, as the server would
        ObjectNames.nameProblem("v1", set.kind, set.name).or(() -> ObjectNames.namespaceProblem(set.kind, set.name, set.namespace))
                .ifPresent(problem -> {
                    throw Failure.usage("invalid --applyset '" + flag + "': " + problem);
                });
        return set;
    }

    public String id() {
        String unhashed = String.join(".", name, namespace, kind, "");
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(unhashed.getBytes(StandardCharsets.UTF_8));
            return "applyset-" + Base64.getUrlEncoder().withoutPadding().encodeToString(hash) + "-v1";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    public ObjectRef ref() {
        return new ObjectRef("v1", kind, namespace, name);
    }

    /** "secrets/NAME", how messages name the parent. */
    public String display() {
        return plural + "/" + name + " in namespace " + namespace;
    }

    /** "secrets./NAME" (resource.group/name), how kubectl's messages name the parent. */
    public String kubectlRef() {
        return plural + "./" + name;
    }

    /**
     * The parent as a server-side apply body: its id label and the annotations, complete, so the
     * fields japply wrote before and no longer writes are dropped by the server.
     */
    public ObjectNode parentBody(Collection<String> groupKinds, Collection<String> namespaces, String toolVersion) {
        ObjectNode parent = Json.object().put("apiVersion", "v1").put("kind", kind);
        ObjectNode metadata = parent.putObject("metadata").put("name", name).put("namespace", namespace);
        metadata.putObject("labels").put(ID_LABEL, id());
        TreeSet<String> others = new TreeSet<>(namespaces);
        others.remove(namespace);
        metadata.putObject("annotations")
                .put(GROUP_KINDS, String.join(",", new TreeSet<>(groupKinds)))
                .put(NAMESPACES, String.join(",", others))
                .put(TOOLING, TOOL + "/" + toolVersion);
        return parent;
    }

    /** The tool in a tooling annotation: "kubectl/v1.32" names kubectl. */
    public static String toolOf(String tooling) {
        int slash = tooling.lastIndexOf('/');
        return slash < 0 ? tooling : tooling.substring(0, slash);
    }
}
