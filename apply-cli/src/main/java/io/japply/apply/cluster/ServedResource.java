package io.japply.apply.cluster;

import java.util.List;

/**
 * One resource of one group/version as the server's discovery lists it: the names kubectl matches a
 * command line's TYPE against (plural, singular, kind, short names, categories) and its scope.
 */
public record ServedResource(String group, String version, String plural, String singular, String kind,
                             boolean namespaced, List<String> shortNames, List<String> categories) {
    public ServedResource {
        shortNames = List.copyOf(shortNames);
        categories = List.copyOf(categories);
    }

    /** "v1" for the core group, "apps/v1" for another. */
    public String apiVersion() {
        return group.isEmpty() ? version : group + "/" + version;
    }

    /** As the gateway's reads and writes take it. */
    public ClusterGateway.Served served() {
        return new ClusterGateway.Served(plural, namespaced);
    }

    /** The resource as the server names it in messages: "configmaps", "deployments.apps". */
    public String groupResource() {
        return group.isEmpty() ? plural : plural + "." + group;
    }
}
