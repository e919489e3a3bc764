package io.japply.apply.cluster;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import java.util.Objects;

/** Which object: group-version, kind, namespace (null when cluster-scoped) and name. */
public record ObjectRef(String apiVersion, String kind, String namespace, String name) {

    // written out: a record's own equals and hashCode are bootstrapped on first use, spinning method handles
    // (about 1 ms of a cold process each, which the class archive does not hold)
    @Override
    public boolean equals(Object other) {
        return other instanceof ObjectRef that && Objects.equals(apiVersion, that.apiVersion)
                && Objects.equals(kind, that.kind) && Objects.equals(namespace, that.namespace)
                && Objects.equals(name, that.name);
    }

    @Override
    public int hashCode() {
        return Objects.hash(apiVersion, kind, namespace, name);
    }

    public static ObjectRef of(ObjectNode object, String namespace) {
        return new ObjectRef(object.path("apiVersion").asText(), object.path("kind").asText(), namespace,
                object.path("metadata").path("name").asText());
    }

    public String group() {
        int slash = apiVersion.indexOf('/');
        return slash < 0 ? "" : apiVersion.substring(0, slash);
    }

    public String version() {
        return apiVersion.substring(apiVersion.indexOf('/') + 1);
    }

    /** kubectl's name for the object in its output: "deployment.apps/web", "configmap/settings". */
    public String display() {
        String lower = kind.toLowerCase(Locale.ROOT);
        return (group().isEmpty() ? lower : lower + "." + group()) + "/" + name;
    }
}
