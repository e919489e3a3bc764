package io.japply.apply.internal.cluster.lookup;

import io.japply.apply.cluster.ServedResource;
import io.japply.apply.model.Failure;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A command line's TYPE ("deploy", "deployments.apps", "configmaps.v1.", "Deployment") to a served
 * resource, as kubectl resolves it: first as a resource (its plural or singular name, or a short name
 * expanded first), then as a kind; a group given without a version matches as a prefix ("deploy.app").
 * Where several groups serve the name, the first in discovery's order wins.
 */
public final class ResourceTypes {
    private final List<ServedResource> served;

    public ResourceTypes(List<ServedResource> served) {
        this.served = List.copyOf(served);
    }

    /** The resource, and the warnings kubectl prints on the way (a short name several groups use). */
    public record Resolved(ServedResource resource, List<String> warnings) {
    }

    /** The resource TYPE names; a Failure in kubectl's words when the server serves none. */
    public Resolved resolve(String type) {
        List<String> warnings = new ArrayList<>();
        Name resource = Name.of(type);
        Optional<ServedResource> found = resource.versioned()
                .flatMap(v -> asResource(v.group(), v.version(), v.name(), warnings));
        if (found.isEmpty()) {
            found = asResource(resource.group(), "", resource.name(), warnings);
        }
        if (found.isEmpty()) {
            found = resource.versioned().flatMap(v -> first(r -> r.kind().equals(v.name()) && exact(r, v.group(), v.version())));
        }
        if (found.isEmpty()) {
            found = first(r -> r.kind().equals(resource.name()) && inGroup(r, resource.group()));
        }
        return new Resolved(found.orElseThrow(() -> Failure.input(
                "the server doesn't have a resource type \"" + resource.name() + "\"")), List.copyOf(warnings));
    }

    /**
     * The types a comma-separated TYPE argument stands for, a category ("all") replaced by the
     * resources in it, as kubectl expands them before resolving.
     */
    public List<String> expand(String types) {
        List<String> expanded = new ArrayList<>();
        for (String type : types.split(",", -1)) {
            List<String> members = served.stream().filter(r -> r.categories().contains(type))
                    .map(r -> r.group().isEmpty() ? r.plural() : r.plural() + "." + r.group()).distinct().toList();
            expanded.addAll(members.isEmpty() ? List.of(type) : members);
        }
        return expanded;
    }

    private Optional<ServedResource> asResource(String group, String version, String name, List<String> warnings) {
        Name expanded = shortcut(group, name, warnings);
        String lower = expanded.name().toLowerCase(Locale.ROOT);
        return first(r -> (r.plural().equals(lower) || r.singular().equals(lower))
                && (version.isEmpty() ? inGroup(r, expanded.group()) : exact(r, expanded.group(), version)));
    }

    /** kubectl's short names: kept as given when a resource is so named, else the first short name's resource. */
    private Name shortcut(String group, String name, List<String> warnings) {
        boolean named = served.stream().anyMatch(r -> (group.isEmpty() || r.group().equals(group))
                && (r.plural().equals(name) || r.singular().equals(name)));
        if (named) {
            return new Name(name, group);
        }
        List<ServedResource> shortNamed = served.stream().filter(r -> r.shortNames().contains(name)
                && (group.isEmpty() || r.group().equals(group))).toList();
        if (shortNamed.isEmpty() && !group.isEmpty()) {
            shortNamed = served.stream().filter(r -> r.shortNames().contains(name) && r.group().startsWith(group)).toList();
        }
        if (shortNamed.isEmpty()) {
            return new Name(name, group);
        }
        ServedResource chosen = shortNamed.get(0);
        shortNamed.stream().filter(r -> !r.group().equals(chosen.group())).map(ServedResource::groupResource).distinct()
                .forEach(other -> warnings.add("short name \"" + name + "\" could also match lower priority resource " + other));
        return new Name(chosen.plural(), chosen.group());
    }

    private Optional<ServedResource> first(Predicate<ServedResource> test) {
        return served.stream().filter(test).findFirst();
    }

    private static boolean inGroup(ServedResource r, String group) {
        return r.group().startsWith(group);
    }

    private static boolean exact(ServedResource r, String group, String version) {
        return r.group().equals(group) && r.version().equals(version);
    }

    /** NAME.GROUP, and NAME.VERSION.GROUP when the argument has two dots or more. */
    private record Name(String name, String group) {
        static Name of(String type) {
            int dot = type.indexOf('.');
            return dot < 0 ? new Name(type, "") : new Name(type.substring(0, dot), type.substring(dot + 1));
        }

        Optional<Versioned> versioned() {
            int dot = group.indexOf('.');
            return dot < 0 ? Optional.empty()
                    : Optional.of(new Versioned(name, group.substring(0, dot), group.substring(dot + 1)));
        }
    }

    private record Versioned(String name, String version, String group) {
    }
}
