// The imports shogun.wasm asks for, which TeaVM's own loader would supply: strings where the engine
// lacks the JavaScript string builtins, memory, dates, the console, Java exceptions, and the
// JavaScript interop (JSO) of the calls the SDK makes. No function is built from source text: a
// body TeaVM would compile at run time is looked up in a table of known ones instead.

/**
 * The import object for an instance of shogun.wasm.
 *
 * @param module the compiled module
 * @param context holds the instance's exports once it is made ({@code exports})
 * @param builtins whether the engine supplies the JavaScript string builtins
 */
export function shogunWasmImports(module, context, builtins) {
  const imports = {};
  if (!builtins) {
    imports['wasm:js-string'] = stringImports();
  }
  imports.env = {};
  imports.teavmMemory = memoryImports(module, imports.env);
  imports.teavmMath = Math;
  imports.teavmDate = dateImports();
  imports.teavmConsole = consoleImports();
  imports.teavm = coreImports(context);
  imports.teavmAsync = asyncImports();
  imports.teavmJso = jsoImports(context, builtins);
  return imports;
}

function stringImports() {
  const unsupported = () => {
    throw new Error('this engine lacks the WebAssembly string builtins this call needs');
  };
  return {
    fromCharCode: (code) => String.fromCharCode(code),
    fromCharCodeArray: unsupported,
    intoCharCodeArray: unsupported,
    concat: (a, b) => a + b,
    charCodeAt: (s, index) => s.charCodeAt(index),
    length: (s) => s.length,
    substring: (s, start, end) => s.substring(start, end),
  };
}

/** The linear memory and where its heap starts, as the module's memory requirements say. */
function memoryImports(module, env) {
  const section = WebAssembly.Module.customSections(module, 'teavm.memoryRequirements');
  const needs = section.length === 1 ? JSON.parse(new TextDecoder().decode(section[0])) : {};
  const maxSize = 0x7fffffff;
  // The heap starts after the static data, on a 256-byte boundary.
  const heapOffset = Math.ceil((needs.dataSize ?? 0) / 256) * 256;
  const memory = new WebAssembly.Memory({
    initial: Math.max(needs.min ?? 0, 1),
    maximum: Math.ceil(maxSize / 65536),
    shared: needs.shared ?? false,
  });
  env.memory = memory;
  return {
    linearMemory: () => memory.buffer,
    notifyHeapResized: () => {},
    heapOffset: new WebAssembly.Global({ value: 'i32', mutable: false }, heapOffset),
    maxSize: new WebAssembly.Global({ value: 'i32', mutable: false }, maxSize),
  };
}

function dateImports() {
  const change = (time, set) => {
    const date = new Date(time);
    set(date);
    return date.getTime();
  };
  return {
    currentTimeMillis: () => Date.now(),
    dateToString: (time) => new Date(time).toString(),
    getYear: (time) => new Date(time).getFullYear(),
    setYear: (time, year) => change(time, (d) => d.setFullYear(year)),
    getMonth: (time) => new Date(time).getMonth(),
    setMonth: (time, month) => change(time, (d) => d.setMonth(month)),
    getDate: (time) => new Date(time).getDate(),
    setDate: (time, day) => change(time, (d) => d.setDate(day)),
    create: (y, mo, d, h, mi, s) => new Date(y, mo, d, h, mi, s).getTime(),
    createFromUTC: (y, mo, d, h, mi, s) => Date.UTC(y, mo, d, h, mi, s),
  };
}

function consoleImports() {
  const line = (write) => {
    let text = '';
    return (code) => {
      if (code === 10) {
        write(text);
        text = '';
      } else {
        text += String.fromCharCode(code);
      }
    };
  };
  return { putcharStdout: line((t) => console.log(t)), putcharStderr: line((t) => console.error(t)) };
}

const JAVA_EXCEPTION = Symbol('javaException');

/** A Java exception seen from JavaScript; its message is asked of the module when read. */
class JavaError extends Error {
  constructor(context, javaException) {
    super();
    this._context = context;
    this[JAVA_EXCEPTION] = javaException;
    context.exports['teavm.setJsException'](javaException, this);
  }

  get message() {
    const exports = this._context.exports;
    const message = exports['teavm.exceptionMessage']?.(this[JAVA_EXCEPTION]);
    return message != null ? exports['teavm.stringToJs'](message) : '(no message)';
  }
}

function coreImports(context) {
  const collected = new FinalizationRegistry(({ queue, ref }) => {
    context.exports['teavm.reportGarbageCollectedValue']?.(queue, ref);
  });
  const collectedStrings = new FinalizationRegistry((held) => {
    context.exports['teavm.reportGarbageCollectedString']?.(held);
  });
  return {
    createWeakRef(value, ref, queue) {
      if (queue !== null) {
        collected.register(value, { ref, queue });
      }
      return new WeakRef(value);
    },
    deref: (ref) => ref.deref() ?? null,
    createStringWeakRef(value, held) {
      collectedStrings.register(value, held);
      return new WeakRef(value);
    },
    stringDeref: (ref) => ref.deref(),
    // Stack traces would need TeaVM's deobfuscator, which the package does not ship.
    takeStackTrace: () => ({ getStack: () => [] }),
    decorateException(javaException) {
      new JavaError(context, javaException);
    },
  };
}

function asyncImports() {
  return {
    offer: (instance, fn, time) => setTimeout(() => fn(instance), Math.max(0, time - Date.now())),
    kill: (id) => clearTimeout(id),
  };
}

/** A global variable or a dotted path from the global object ("performance", "Math.floor"). */
function globalValue(name) {
  let value = globalThis;
  for (const part of name.split('.')) {
    if (value === null || value === undefined || !(part in Object(value))) {
      throw new ReferenceError(`${name} is not defined`);
    }
    value = value[part];
  }
  return value;
}

// The bodies of the module's @JSBody methods, written out, keyed by their parameters and source;
// TeaVM's loader compiles them from text, which a strict Content-Security-Policy forbids.
const BODIES = new Map([
  ['str|return str;', (str) => str],
]);

function jsoImports(context, builtins) {
  const JAVA_OBJECT = Symbol('javaObject');
  const FUNCTIONS = Symbol('functions');
  const FUNCTION_ORIGIN = Symbol('functionOrigin');
  const WRAPPER_CALL = Symbol('wrapperCall');
  const jsWrappers = new WeakMap();
  const javaWrappers = new WeakMap();
  const primitiveWrappers = new Map();
  const primitiveCollected = new FinalizationRegistry((value) => primitiveWrappers.delete(value));
  const hashCodes = new WeakMap();
  let lastHash = 2463534242;

  const isReference = (value) => (typeof value === 'object' && value !== null) || typeof value === 'function';

  function javaExceptionToJs(e) {
    const tag = context.exports['teavm.javaException'];
    if (e instanceof WebAssembly.Exception && e.is(tag)) {
      const javaException = e.getArg(tag, 0);
      const extracted = context.exports['teavm.js.extractException'](javaException);
      if (extracted !== null) {
        return extracted;
      }
      return context.exports['teavm.getJsException'](javaException) ?? new JavaError(context, javaException);
    }
    return e;
  }
  function rethrowJavaAsJs(e) {
    throw javaExceptionToJs(e);
  }
  function rethrowJsAsJava(e) {
    const java = isReference(e) && JAVA_EXCEPTION in e ? e[JAVA_EXCEPTION] : context.exports['teavm.js.wrapException'](e);
    context.exports['teavm.js.throwException'](java);
    throw e;
  }
  const fromJs = (call) => {
    try {
      return call();
    } catch (e) {
      return rethrowJsAsJava(e);
    }
  };
  /** Exactly count arguments, as a function declared with count parameters would see them. */
  const take = (args, count, vararg) => {
    if (vararg && count > 0) {
      return [...Array.from({ length: count - 1 }, (_, i) => args[i]), args.slice(count - 1)];
    }
    return Array.from({ length: count }, (_, i) => args[i]);
  };
  function defineFunction(fn, vararg) {
    return function (...args) {
      try {
        return fn(...take(args, fn.length, vararg));
      } catch (e) {
        return rethrowJavaAsJs(e);
      }
    };
  }
  function setProperty(target, name, value) {
    if (target === null) {
      globalThis[name] = value;
    } else {
      target[name] = value;
    }
  }
  function accessor(get, set, self) {
    const descriptor = {
      get() {
        try {
          return self ? get(this) : get();
        } catch (e) {
          return rethrowJavaAsJs(e);
        }
      },
    };
    if (set !== null) {
      descriptor.set = function (value) {
        try {
          if (self) {
            set(this, value);
          } else {
            set(value);
          }
        } catch (e) {
          rethrowJavaAsJs(e);
        }
      };
    }
    return descriptor;
  }

  const jso = {
    stringBuiltinsSupported: () => builtins,
    isUndefined: (value) => value === undefined,
    emptyArray: () => [],
    appendToArray: (array, value) => array.push(value),
    unwrapBoolean: (value) => (value ? 1 : 0),
    wrapBoolean: (value) => !!value,
    getProperty: (target, name) => fromJs(() => (target !== null ? target[name] : globalValue(name))),
    setProperty,
    setPropertyPure: setProperty,
    global: (name) => fromJs(() => globalValue(name)),
    createClass(name, parent, constructor) {
      let init;
      function JavaObject(marker, javaObject) {
        if (marker === WRAPPER_CALL) {
          init.call(this, javaObject);
          return undefined;
        }
        if (constructor === null) {
          throw new Error('This class cannot be constructed from JavaScript');
        }
        try {
          return constructor(...arguments);
        } catch (e) {
          return rethrowJavaAsJs(e);
        }
      }
      init = parent === null
        ? function (javaObject) {
          this[JAVA_OBJECT] = javaObject;
          this[FUNCTIONS] = null;
        }
        : function (javaObject) {
          parent.call(this, javaObject);
        };
      JavaObject.prototype = Object.create(parent !== null ? parent.prototype : Object.prototype);
      JavaObject.prototype.constructor = JavaObject;
      const wrap = function (javaObject) {
        return JavaObject.call(this, WRAPPER_CALL, javaObject);
      };
      const className = String(name ?? 'JavaObject').replace(/[^A-Za-z0-9_$]/g, '_');
      Object.defineProperty(JavaObject, 'name', { value: className });
      Object.defineProperty(wrap, 'name', { value: className });
      wrap[WRAPPER_CALL] = JavaObject;
      wrap.prototype = JavaObject.prototype;
      return wrap;
    },
    exportClass: (cls) => cls[WRAPPER_CALL],
    defineMethod(cls, name, fn, vararg) {
      cls.prototype[name] = function (...args) {
        try {
          return fn(this, ...take(args, fn.length - 1, vararg));
        } catch (e) {
          return rethrowJavaAsJs(e);
        }
      };
    },
    defineStaticMethod(cls, name, fn, vararg) {
      cls[name] = defineFunction(fn, vararg);
    },
    defineFunction,
    defineProperty(cls, name, get, set) {
      Object.defineProperty(cls.prototype, name, accessor(get, set, true));
    },
    defineStaticProperty(cls, name, get, set) {
      Object.defineProperty(cls, name, accessor(get, set, false));
    },
    javaObjectToJS(instance, cls) {
      if (instance === null) {
        return null;
      }
      const known = jsWrappers.get(instance)?.deref();
      if (known !== undefined) {
        return known;
      }
      const wrapper = new cls(instance);
      jsWrappers.set(instance, new WeakRef(wrapper));
      return wrapper;
    },
    unwrapJavaObject: (wrapper) => wrapper[JAVA_OBJECT],
    asFunction(instance, name) {
      if (instance === null || instance === undefined) {
        return null;
      }
      if (instance[FUNCTIONS] === null || instance[FUNCTIONS] === undefined) {
        instance[FUNCTIONS] = Object.create(null);
      }
      let fn = instance[FUNCTIONS][name];
      if (typeof fn !== 'function') {
        fn = (...args) => instance[name](...args);
        fn[FUNCTION_ORIGIN] = instance;
        instance[FUNCTIONS][name] = fn;
      }
      return fn;
    },
    functionAsObject(fn, name) {
      if (fn === null || fn === undefined) {
        return null;
      }
      const origin = fn[FUNCTION_ORIGIN];
      if (origin !== undefined && origin[FUNCTIONS]?.[name] === fn) {
        return origin;
      }
      return {
        [name](...args) {
          try {
            return fn(...args);
          } catch (e) {
            return rethrowJavaAsJs(e);
          }
        },
      };
    },
    wrapObject(value) {
      if (value === null) {
        return null;
      }
      if (isReference(value)) {
        const own = value[JAVA_OBJECT];
        if (typeof own === 'object') {
          return own;
        }
        let wrapper = javaWrappers.get(value)?.deref();
        if (wrapper === undefined) {
          wrapper = context.exports['teavm.jso.createWrapper'](value);
          javaWrappers.set(value, new WeakRef(wrapper));
        }
        return wrapper;
      }
      let wrapper = primitiveWrappers.get(value)?.deref();
      if (wrapper === undefined) {
        wrapper = context.exports['teavm.jso.createWrapper'](value);
        primitiveWrappers.set(value, new WeakRef(wrapper));
        primitiveCollected.register(wrapper, value);
      }
      return wrapper;
    },
    isPrimitive: (value, type) => value === null || typeof value === type,
    instanceOf: (value, type) => value instanceof type,
    instanceOfOrNull: (value, type) => value === null || value instanceof type,
    sameRef: (a, b) => a === b,
    hashCode(value) {
      if (isReference(value) || typeof value === 'symbol') {
        let code = hashCodes.get(value);
        if (code === undefined) {
          // xorshift32: a spread of codes for objects, which have no hash of their own.
          lastHash ^= lastHash << 13;
          lastHash ^= lastHash >>> 17;
          lastHash ^= lastHash << 5;
          code = lastHash;
          hashCodes.set(value, code);
        }
        return code;
      }
      if (typeof value === 'number') {
        return value | 0;
      }
      if (typeof value === 'bigint') {
        return Number(BigInt.asIntN(32, value));
      }
      return typeof value === 'boolean' ? (value ? 1 : 0) : 0;
    },
    apply: (target, method, args) => fromJs(() => (target === null ? globalValue(method)(...args) : target[method](...args))),
    concatArray: (a, b) => [...a, ...b],
    getJavaException: (e) => e[JAVA_EXCEPTION],
    getJSException: (e) => context.exports['teavm.getJsException'](e),
    jsExports: () => ({}),
  };
  for (const type of ['Byte', 'Short', 'Char', 'Int', 'Long', 'Float', 'Double']) {
    jso[`wrap${type}`] = (value) => value;
    jso[`unwrap${type}`] = (value) => value;
  }
  for (let n = 0; n < 32; n++) {
    jso[`createFunction${n}`] = (...parts) => {
      const key = parts.join('|');
      const body = BODIES.get(key);
      if (body === undefined) {
        throw new Error(`shogun.wasm asks for JavaScript code this loader does not know: (${parts.slice(0, -1).join(', ')}) => { ${parts[parts.length - 1]} }`);
      }
      return body;
    };
    jso[`bindFunction${n}`] = (fn, ...args) => fn.bind(null, ...args);
    jso[`callFunction${n}`] = (fn, ...args) => fromJs(() => fn(...args.slice(0, n)));
    jso[`callMethod${n}`] = (target, method, ...args) => fromJs(() => (target !== null
      ? target[method](...args.slice(0, n)) : globalValue(method)(...args.slice(0, n))));
    jso[`construct${n}`] = (constructor, ...args) => fromJs(() => new constructor(...args.slice(0, n)));
    jso[`arrayOf${n}`] = (...args) => args.slice(0, n);
  }
  return jso;
}
