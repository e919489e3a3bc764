package io.japply.apply.cluster.lookup;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.cluster.ServedResource;
import io.japply.apply.support.Failure;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The live objects a {@link Selection} of TYPE/NAME arguments names, read from the server as kubectl
 * reads them: every type resolved first (an unknown one fails before anything is read), then each
 * named object read, or each type listed with the selector, in the namespace given.
 */
public final class LiveLookup {
    private final ClusterGateway gateway;
    private final String namespace;
    private final Consumer<String> warnings;
    private ResourceTypes types;

    /**
     * {@code namespace}: kubectl's -n, else the context's; cluster-scoped types ignore it. {@code warnings}
     * gets what kubectl warns of while it resolves the types (a short name several groups use), at once.
     */
    public LiveLookup(ClusterGateway gateway, String namespace, Consumer<String> warnings) {
        this.gateway = gateway;
        this.namespace = namespace;
        this.warnings = warnings;
    }

    /** One live object, with what the gateway needs to write it back. */
    public record Found(ObjectRef ref, ClusterGateway.Served served, ObjectNode live) {
    }

    /**
     * The objects the arguments name; a Failure in kubectl's words for what it refuses, a
     * {@link ClusterGateway.Refused} (404, kubectl's "Error from server (NotFound)") for an object not there.
     */
    public List<Found> find(Selection selection) {
        ResourceArgs args = selection.args();
        if (args.isEmpty()) {
            throw Failure.input(Selection.NOTHING);
        }
        if (!args.pairs().isEmpty()) {
            List<ServedResource> resolved = args.pairs().stream().map(p -> resolve(p.type())).toList();
            List<Found> found = new ArrayList<>();
            for (int i = 0; i < resolved.size(); i++) {
                found.add(read(resolved.get(i), args.pairs().get(i).name()));
            }
            return found;
        }
        List<ServedResource> resources = new ArrayList<>();
        for (String type : types().expand(String.join(",", args.types()))) {
            resources.add(resolve(type));
        }
        if (selection.selector().isPresent()) {
            List<Found> found = new ArrayList<>();
            resources.forEach(r -> found.addAll(list(r, selection.selector().get())));
            return found;
        }
        if (args.names().isEmpty()) {
            throw Failure.input("resource(s) were provided, but no name was specified");
        }
        if (resources.size() > 1) {
            throw Failure.input("you may only specify a single resource type");
        }
        return args.names().stream().map(name -> read(resources.get(0), name)).toList();
    }

    private ServedResource resolve(String type) {
        ResourceTypes.Resolved resolved = types().resolve(type);
        resolved.warnings().forEach(warnings);
        return resolved.resource();
    }

    private ResourceTypes types() {
        if (types == null) {
            types = new ResourceTypes(gateway.servedResources());
        }
        return types;
    }

    private Found read(ServedResource resource, String name) {
        ObjectRef ref = new ObjectRef(resource.apiVersion(), resource.kind(), resource.namespaced() ? namespace : null, name);
        ObjectNode live = gateway.get(ref, resource.served()).orElseThrow(() -> notFound(ref, resource.served()));
        return new Found(ref, resource.served(), live);
    }

    private List<Found> list(ServedResource resource, String selector) {
        ObjectRef kind = new ObjectRef(resource.apiVersion(), resource.kind(), resource.namespaced() ? namespace : null, null);
        List<Found> found = new ArrayList<>();
        for (ObjectNode live : gateway.list(kind, resource.served(), selector)) {
            ObjectRef ref = new ObjectRef(resource.apiVersion(), resource.kind(), kind.namespace(),
                    live.path("metadata").path("name").asText());
            found.add(new Found(ref, resource.served(), live));
        }
        return found;
    }

    /** The server's own words for a 404 of a read. */
    public static ClusterGateway.Refused notFound(ObjectRef ref, ClusterGateway.Served served) {
        String resource = ref.group().isEmpty() ? served.plural() : served.plural() + "." + ref.group();
        return new ClusterGateway.Refused(404, "Error from server (NotFound): " + resource + " \"" + ref.name() + "\" not found");
    }
}
