package io.japply.apply.internal.cluster.lookup;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.cluster.ServedResource;
import io.japply.apply.model.Failure;
import io.japply.apply.model.LookupErrors;
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
        return find(selection, false);
    }

    /**
     * As {@link #find(Selection)}; with {@code keepGoing} (kubectl's edit) every named object is read even
     * after one is missing, and the missing ones fail together ({@link LookupErrors} when several).
     */
    public List<Found> find(Selection selection, boolean keepGoing) {
        ResourceArgs args = selection.args();
        if (args.isEmpty()) {
            throw Failure.input(Selection.NOTHING);
        }
        if (!args.pairs().isEmpty()) {
            List<ServedResource> resolved = args.pairs().stream().map(p -> resolve(p.type())).toList();
            Reads reads = new Reads(keepGoing);
            for (int i = 0; i < resolved.size(); i++) {
                ServedResource resource = resolved.get(i);
                String name = args.pairs().get(i).name();
                reads.add(() -> read(resource, name));
            }
            return reads.all();
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
        Reads reads = new Reads(keepGoing);
        args.names().forEach(name -> reads.add(() -> read(resources.get(0), name)));
        return reads.all();
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
        ObjectNode live = gateway.get(ref, resource.served()).orElseThrow(() -> notFound(gateway, ref, resource.served()));
        return new Found(ref, resource.served(), live);
    }

    private List<Found> list(ServedResource resource, String selector) {
        ObjectRef kind = new ObjectRef(resource.apiVersion(), resource.kind(), resource.namespaced() ? namespace : null, null);
        List<Found> found = new ArrayList<>();
        List<ObjectNode> listed;
        try {
            listed = gateway.list(kind, resource.served(), selector);
        } catch (ClusterGateway.Refused e) {
            // kubectl's words for a LIST that fails, whatever the reason
            throw new ClusterGateway.Refused(e.code(), "Error from server (BadRequest): Unable to find \"" + resource.group() + "/"
                    + resource.version() + ", Resource=" + resource.plural() + "\" that match label selector \"" + selector
                    + "\", field selector \"\": " + e.getMessage().replaceFirst("^Error from server \\([^)]*\\): ", ""));
        }
        for (ObjectNode live : listed) {
            ObjectRef ref = new ObjectRef(resource.apiVersion(), resource.kind(), kind.namespace(),
                    live.path("metadata").path("name").asText());
            found.add(new Found(ref, resource.served(), live));
        }
        return found;
    }

    /** The server's own words for a 404 of a read: the namespace's when it is the namespace that is missing. */
    public static ClusterGateway.Refused notFound(ClusterGateway gateway, ObjectRef ref, ClusterGateway.Served served) {
        if (ref.namespace() != null && namespaceMissing(gateway, ref.namespace())) {
            return new ClusterGateway.Refused(404, "Error from server (NotFound): namespaces \"" + ref.namespace() + "\" not found");
        }
        String resource = ref.group().isEmpty() ? served.plural() : served.plural() + "." + ref.group();
        return new ClusterGateway.Refused(404, "Error from server (NotFound): " + resource + " \"" + ref.name() + "\" not found");
    }

    /**
     * Whether the namespace is known to be missing; not when the account may not read it (RBAC): the
     * server's 404 then is the object's, as kubectl tells it.
     */
    private static boolean namespaceMissing(ClusterGateway gateway, String namespace) {
        try {
            return gateway.get(new ObjectRef("v1", "Namespace", null, namespace),
                    new ClusterGateway.Served("namespaces", false)).isEmpty();
        } catch (ClusterGateway.Refused e) {
            return false;
        }
    }

    /** Reads one after the other; kept going past failures when asked, which then fail together. */
    private static final class Reads {
        private final boolean keepGoing;
        private final List<Found> found = new ArrayList<>();
        private final List<RuntimeException> failed = new ArrayList<>();

        Reads(boolean keepGoing) {
            this.keepGoing = keepGoing;
        }

        void add(java.util.function.Supplier<Found> read) {
            try {
                found.add(read.get());
            } catch (ClusterGateway.Refused | Failure e) {
                if (!keepGoing) {
                    throw e;
                }
                failed.add(e);
            }
        }

        List<Found> all() {
            if (failed.size() == 1) {
                throw failed.get(0);
            }
            if (failed.size() > 1) {
                throw new LookupErrors(failed.stream().map(RuntimeException::getMessage).toList());
            }
            return found;
        }
    }
}
