package io.japply.apply.status;

import java.util.Objects;

/** One kind in one namespace (empty: cluster-scoped): the unit of one LIST and one WATCH. */
public record WatchScope(String apiVersion, String kind, String namespace) {
    public WatchScope {
        Objects.requireNonNull(apiVersion, "apiVersion");
        Objects.requireNonNull(kind, "kind");
        namespace = namespace == null ? "" : namespace;
    }

    @Override
    public String toString() {
        return kind + " (" + apiVersion + ")" + (namespace.isEmpty() ? "" : " in namespace " + namespace);
    }
}
