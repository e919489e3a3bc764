package io.japply.cli.startup;

/**
 * One flag class's fields read and written by plain code. The build generates, in each package of the
 * model snapshot's classes, a {@link Registry} with an implementation for each of that package's classes
 * ({@link FieldAccessWriter}); a field it does not cover (final, private, or classes not built by Maven)
 * is reached by reflection, which on JDK 22 and later spins method handles for every field: about 10 ms
 * of a cold process's main thread for a command's flags.
 */
public interface FieldAccess {
    /** The simple name of the class the build generates in each package, a {@link Registry}. */
    String GENERATED = "GeneratedFieldAccess";

    boolean has(String field);

    Object get(Object target, String field);

    void set(Object target, String field, Object value);

    /** The generated accessors by class name; null for a class the build did not cover. */
    interface Registry {
        FieldAccess of(String className);
    }

    /** The generated class of a package: the code there may touch its package-private fields. */
    static String generatedIn(String packageName) {
        return packageName + "." + GENERATED;
    }

    /** The build's registries, each package's loaded when a class of it is first asked for. */
    static Registry generated() {
        java.util.Map<String, Registry> byPackage = new java.util.concurrent.ConcurrentHashMap<>();
        return className -> {
            int dot = className.lastIndexOf('.');
            if (dot < 0 || !className.startsWith("io.japply.cli")) {
                return null;
            }
            return byPackage.computeIfAbsent(className.substring(0, dot), FieldAccess::load).of(className);
        };
    }

    private static Registry load(String packageName) {
        try {
            return (Registry) Class.forName(generatedIn(packageName)).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError e) {
            return className -> null;
        }
    }
}
