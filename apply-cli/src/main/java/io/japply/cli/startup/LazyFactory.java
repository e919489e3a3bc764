package io.japply.cli.startup;

import picocli.CommandLine;

/**
 * picocli's default factory, made only when picocli first has an object to create. Its static
 * initializer looks for Groovy's Closure class, a failed class lookup that cost a cold start ~4 ms,
 * and japply's models, built from the snapshot, have nothing else for a factory to create.
 */
public final class LazyFactory implements CommandLine.IFactory {
    public static final LazyFactory INSTANCE = new LazyFactory();

    private LazyFactory() {
    }

    /** A list for a repeatable flag's values (japply's are all lists), as picocli's own makes it; else picocli's. */
    @Override
    public <K> K create(Class<K> type) throws Exception {
        if (type == java.util.List.class || type == java.util.Collection.class) {
            return type.cast(new java.util.ArrayList<>());
        }
        return CommandLine.defaultFactory().create(type);
    }
}
