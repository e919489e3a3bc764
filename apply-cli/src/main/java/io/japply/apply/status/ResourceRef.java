package io.japply.apply.status;

import java.util.Objects;

/** One object to wait for; the namespace is empty for cluster-scoped kinds. */
public record ResourceRef(String apiVersion, String kind, String namespace, String name) {
    public ResourceRef {
        Objects.requireNonNull(apiVersion, "apiVersion");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        namespace = namespace == null ? "" : namespace;
    }

    /** The list and watch that carry this object's changes. */
    public WatchScope scope() {
        return new WatchScope(apiVersion, kind, namespace);
    }

    /** "Deployment shop/web", or "CustomResourceDefinition widgets.example.com" when cluster-scoped. */
    @Override
    public String toString() {
        return kind + " " + (namespace.isEmpty() ? name : namespace + "/" + name);
    }
}
