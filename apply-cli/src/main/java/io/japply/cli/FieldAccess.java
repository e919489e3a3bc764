package io.japply.cli;

/**
 * One flag class's fields read and written by plain code. The build generates an implementation for
 * each class of the model snapshot ({@link FieldAccessWriter}); a field it does not cover (final,
 * private, or classes not built by Maven) is reached by reflection, which on JDK 22 and later spins
 * method handles for every field: about 10 ms of a cold process's main thread for a command's flags.
 */
interface FieldAccess {
    /** The class the build generates, a {@link Registry}. */
    String GENERATED = "io.japply.cli.GeneratedFieldAccess";

    boolean has(String field);

    Object get(Object target, String field);

    void set(Object target, String field, Object value);

    /** The generated accessors by class name; null for a class the build did not cover. */
    interface Registry {
        FieldAccess of(String className);
    }

    /** The build's registry, or one that covers nothing. */
    static Registry generated() {
        try {
            return (Registry) Class.forName(GENERATED).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError e) {
            return className -> null;
        }
    }
}
