package io.japply.apply.internal.prune;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import io.japply.apply.model.Failure;
import io.japply.apply.model.Manifest;
import io.japply.apply.internal.read.ObjectNames;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;

/**
 * An ApplySet as kubectl writes one (KEP-3659): a parent object (a Secret, a ConfigMap, or a custom
 * resource whose CRD is labelled {@value #PARENT_TYPE_LABEL}) labelled with the set's id, annotated
 * with the tool, the group-kinds and the other namespaces of its members; every member labelled
 * part-of the id. The id is kubectl's: base64url (no padding) of the SHA-256 of
 * "name.namespace.Kind.group", between "applyset-" and "-v1". {@code namespace} is null for a
 * cluster-scoped parent.
 */
public record ApplySet(String apiVersion, String kind, String plural, String name, String namespace) {
    public static final String ID_LABEL = "applyset.kubernetes.io/id";
    public static final String PART_OF_LABEL = "applyset.kubernetes.io/part-of";
    public static final String GROUP_KINDS = "applyset.kubernetes.io/contains-group-kinds";
    public static final String NAMESPACES = "applyset.kubernetes.io/additional-namespaces";
    public static final String TOOLING = "applyset.kubernetes.io/tooling";
    /** On a CustomResourceDefinition: its objects may be ApplySet parents. */
    public static final String PARENT_TYPE_LABEL = "applyset.kubernetes.io/is-parent-type";
    public static final String TOOL = "japply";
    /** The tool whose sets japply carries on as its own, writing them as kubectl would (docs/job-step.md). */
    public static final String KUBECTL = "kubectl";

    /** A Secret or ConfigMap parent (core v1, namespaced). */
    public ApplySet(String kind, String plural, String name, String namespace) {
        this("v1", kind, plural, name, namespace);
    }

    /** The manifests with the part-of label; one that already sets it is refused, as kubectl refuses it. */
    public List<Manifest> label(List<Manifest> manifests) {
        List<Manifest> out = new ArrayList<>();
        for (Manifest m : manifests) {
            if (m.problem().isPresent()) {
                out.add(m);
                continue;
            }
            ObjectNode object = m.object().deepCopy();
            ObjectNode labels = object.withObject("/metadata").withObject("/labels");
            if (labels.has(PART_OF_LABEL)) {
                out.add(Manifest.invalid(m.source(), m.document(), m.item(),
                        "ApplySet label \"" + PART_OF_LABEL + "\" already set in input data"));
                continue;
            }
            labels.put(PART_OF_LABEL, id());
            out.add(Manifest.of(m.source(), m.document(), m.item(), object));
        }
        return out;
    }

    /**
     * Parses --applyset=[RESOURCE][.GROUP]/NAME. Like kubectl, the parent is a Secret unless named
     * otherwise and takes its namespace from -n only (not the context); a custom resource parent is
     * found among the CRDs labelled {@value #PARENT_TYPE_LABEL} on the server.
     */
    public static ApplySet parse(String flag, Optional<String> namespace, ClusterGateway cluster) {
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
        String parentName = name;
        String type = resource;
        ApplySet set = switch (resource) {
            case "secrets", "secret" -> new ApplySet("Secret", "secrets", name, namespace.orElse(null));
            case "configmaps", "configmap", "cm" -> new ApplySet("ConfigMap", "configmaps", name, namespace.orElse(null));
            default -> CustomParents.find(cluster, resource)
                    .map(found -> new ApplySet(found.apiVersion(), found.kind(), found.plural(), parentName,
                            found.namespaced() ? namespace.orElse("") : null))
                    .orElseThrow(() -> Failure.input("resource \"" + type + "\" is not permitted as an ApplySet parent"));
        };
        if ("".equals(set.namespace) || (set.namespace == null && set.apiVersion.equals("v1"))) {
            throw Failure.input("namespace is required to use namespace-scoped ApplySet");
        }
        // the parent is read and written at a path made of both: refused before anything is sent, as the server would
        ObjectNames.nameProblem(set.apiVersion, set.kind, set.name)
                .or(() -> set.namespace == null ? Optional.empty() : ObjectNames.namespaceProblem(set.kind, set.name, set.namespace))
                .ifPresent(problem -> {
                    throw Failure.usage("invalid --applyset '" + flag + "': " + problem);
                });
        return set;
    }

    public String group() {
        int slash = apiVersion.indexOf('/');
        return slash < 0 ? "" : apiVersion.substring(0, slash);
    }

    /** A Secret or ConfigMap: created when missing; a custom resource parent must exist. */
    public boolean builtIn() {
        return apiVersion.equals("v1");
    }

    public String id() {
        String unhashed = String.join(".", name, namespace == null ? "" : namespace, kind, group());
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(unhashed.getBytes(StandardCharsets.UTF_8));
            return "applyset-" + Base64.getUrlEncoder().withoutPadding().encodeToString(hash) + "-v1";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    public ObjectRef ref() {
        return new ObjectRef(apiVersion, kind, namespace, name);
    }

    /** "secrets/NAME", how messages name the parent. */
    public String display() {
        return plural + "/" + name + (namespace == null ? "" : " in namespace " + namespace);
    }

    /** "secrets./NAME" (resource.group/name), how kubectl's messages name the parent. */
    public String kubectlRef() {
        return plural + "." + group() + "/" + name;
    }

    /**
     * The parent as a server-side apply body: its id label and the annotations, complete, so the
     * fields japply wrote before and no longer writes are dropped by the server.
     */
    public ObjectNode parentBody(Collection<String> groupKinds, Collection<String> namespaces, String tooling) {
        ObjectNode parent = Json.object().put("apiVersion", apiVersion).put("kind", kind);
        ObjectNode metadata = parent.putObject("metadata").put("name", name);
        if (namespace != null) {
            metadata.put("namespace", namespace);
        }
        metadata.putObject("labels").put(ID_LABEL, id());
        TreeSet<String> others = new TreeSet<>(namespaces);
        if (namespace != null) { // a cluster-scoped parent has none to leave out: every member's is another
            others.remove(namespace);
        }
        metadata.putObject("annotations")
                .put(GROUP_KINDS, String.join(",", new TreeSet<>(groupKinds)))
                .put(NAMESPACES, String.join(",", others))
                .put(TOOLING, tooling);
        return parent;
    }

    /** The tool in a tooling annotation: "kubectl/v1.32" names kubectl. */
    public static String toolOf(String tooling) {
        int slash = tooling.lastIndexOf('/');
        return slash < 0 ? tooling : tooling.substring(0, slash);
    }
}
